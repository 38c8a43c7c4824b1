// Auto Layout: anchors, constraints and layout guides. Constraints are recorded, not solved.
// Like UIKit, activating a constraint installs it on the closest common ancestor of its items
// (which holds it strongly) and traps when the items share no ancestor; a constraint refers to
// its items weakly.

/// A rectangular area that takes part in Auto Layout without being a view.
@MainActor
open class UILayoutGuide: NSObject, _UILayoutItem {
    /// The view that holds this guide; held weakly.
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    open var layoutFrame: CGRect { .zero }
}

/// Something anchors can be created from: a view or a layout guide. Not part of UIKit's API.
@MainActor
public protocol _UILayoutItem: AnyObject {}

extension _UILayoutItem {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// One attribute of a view or layout guide; anchors of different kinds cannot be related.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide; held weakly.
    public private(set) weak var item: AnyObject?
    public let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: 1, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }
}

/// A horizontal position.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: 8)
    }
}

/// A vertical position.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: 8)
    }
}

/// A width or a height.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, nil, multiplier: 1, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: m, constant: c)
    }
}

/// The priority of a constraint, from 1 to 1000 (required).
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

/// A relation between two anchors, or between an anchor and a constant.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout attribute.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal, greaterThanOrEqual
    }

    /// A direction of layout.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    /// The constrained view or layout guide; held weakly.
    public private(set) weak var firstItem: AnyObject?
    /// The view or layout guide the first item is related to, if any; held weakly.
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute?
    public let relation: Relation
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority = UILayoutPriority.required
    open var identifier: String?
    /// The view this constraint is installed on while active; held weakly.
    private weak var installedOn: UIView?

    init<T>(_ first: NSLayoutAnchor<T>, _ relation: Relation, _ second: NSLayoutAnchor<T>?, multiplier: CGFloat, constant: CGFloat) {
        (firstItem, firstAttribute) = (first.item, first.attribute)
        (secondItem, secondAttribute) = (second?.item, second?.attribute)
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in layout. Activating it installs it on the closest
    /// common ancestor of its items and traps when there is none, as UIKit does.
    open var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? install() : uninstall() }
    }

    private func install() {
        guard installedOn == nil else { return }
        guard let first = Self.view(of: firstItem), let owner = Self.closestCommonAncestor(first, Self.view(of: secondItem)) else {
            preconditionFailure("Unable to activate constraint \(self): its items have no common ancestor.")
        }
        owner.constraints.append(self)
        installedOn = owner
    }

    private func uninstall() {
        installedOn?.constraints.removeAll { $0 === self }
        installedOn = nil
    }

    /// The view `item` lays out in: the view itself or a layout guide's owning view.
    private static func view(of item: AnyObject?) -> UIView? {
        item as? UIView ?? (item as? UILayoutGuide)?.owningView
    }

    private static func closestCommonAncestor(_ first: UIView, _ second: UIView?) -> UIView? {
        guard let second else { return first }
        var candidate: UIView? = first
        while let view = candidate, !second.isDescendant(of: view) { candidate = view.superview }
        return candidate
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}
