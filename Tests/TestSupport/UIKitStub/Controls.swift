// Controls, actions, menus and bar items. A control holds its actions strongly, a bar button
// item its primary action and menu, a navigation item its bar button items, like UIKit.

/// What an action does when performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An element of a menu.
@MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    open var title: String
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A menu element that runs a handler; controls and bar button items perform it.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identity.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var attributes: Attributes
    open var state: State
    /// The control that performed the action, while it runs.
    open private(set) var sender: Any?
    /// Held strongly: a handler capturing its owner strongly makes a retain cycle, as in UIKit.
    private let handler: UIActionHandler

    public init(
        title: String = "",
        image: UIImage? = nil,
        identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: Attributes = [],
        state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A menu of actions and submenus.
@MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public let options: Options
    /// The menu's elements; held strongly.
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}

/// A view that performs actions in response to user interaction.
@MainActor
open class UIControl: UIView {
    /// The kinds of user interaction a control reports.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control can be in.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// The actions added to the control, with their events; held strongly.
    private var actions: [(action: UIAction, events: Event)] = []

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && controlEvents.contains($0.events) }
    }

    /// Performs the actions added for any of `controlEvents`, as a user interaction would.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }
}

/// A tappable button.
@MainActor
open class UIButton: UIControl {
    /// A button's look.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, contactAdd, close
    }

    public private(set) var buttonType = ButtonType.system
    private var titles: [State: String] = [:]
    private var images: [State: UIImage] = [:]
    /// The label showing the current title.
    public private(set) lazy var titleLabel: UILabel? = UILabel()

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if state == .normal { titleLabel?.text = title }
    }

    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    open func setImage(_ image: UIImage?, for state: State) { images[state] = image }

    open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }
}
