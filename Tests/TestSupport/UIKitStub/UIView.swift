// Views. A view holds its subviews, layout guides and installed constraints strongly and its
// superview weakly, like UIKit.

/// A rectangular area of the screen.
@MainActor
open class UIView: UIResponder, _UILayoutItem {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var translatesAutoresizingMaskIntoConstraints = true
    open var layoutMargins = UIEdgeInsets.zero
    open var directionalLayoutMargins = NSDirectionalEdgeInsets.zero

    /// The view this one is a subview of; held weakly.
    open private(set) weak var superview: UIView?
    /// The subviews, back to front; held strongly.
    open private(set) var subviews: [UIView] = []
    /// The constraints installed on this view by activation; held strongly.
    open internal(set) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to this view; held strongly.
    open private(set) var layoutGuides: [UILayoutGuide] = []

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The window the view is in, if any.
    open var window: UIWindow? { self as? UIWindow ?? superview?.window }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        self === view || (superview?.isDescendant(of: view) ?? false)
    }

    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}

    /// The guide inset from the view's edges by its layout margins.
    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = makeGuide("UIViewLayoutMarginsGuide")
    /// The guide covering the part of the view not obscured by bars.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = makeGuide("UIViewSafeAreaLayoutGuide")
    /// The guide that keeps content readable on wide screens.
    public private(set) lazy var readableContentGuide: UILayoutGuide = makeGuide("UIViewReadableContentGuide")

    private func makeGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// Runs `animations` at once (nothing is drawn), then `completion` with `true`.
    open class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}

/// Insets from a rectangle's edges.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets from a rectangle's edges that follow the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// A view showing read-only text.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor! = .label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}

/// A view that lays out its arranged subviews in a row or a column.
@MainActor
open class UIStackView: UIView {
    /// How arranged subviews are aligned across the axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// How arranged subviews share the space along the axis.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    open var axis = NSLayoutConstraint.Axis.horizontal
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var spacing: CGFloat = 0
    /// The views laid out by the stack, also its subviews; held strongly.
    open private(set) var arrangedSubviews: [UIView] = []

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
