// Navigation and bar button items. A navigation item holds its bar button items strongly; a bar
// button item holds its primary action, menu and custom view strongly, like UIKit.

/// A button on a navigation bar or a toolbar.
@MainActor
open class UIBarButtonItem: NSObject {
    /// A system-provided bar button.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        case fastForward, undo, redo, close
    }

    /// A bar button's look.
    public enum Style: Int, Sendable {
        case plain, done
    }

    open var title: String?
    open var image: UIImage?
    open var style = Style.plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var accessibilityLabel: String?
    public private(set) var systemItem: SystemItem?
    /// Performed when the item is tapped; held strongly.
    open var primaryAction: UIAction?
    /// Shown when the item is tapped (or long-pressed, with a primary action); held strongly.
    open var menu: UIMenu?
    /// A view shown instead of a button; held strongly.
    open var customView: UIView?

    public override init() {
        super.init()
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}

/// What a view controller shows in the navigation bar while it is on top of a navigation stack.
@MainActor
open class UINavigationItem: NSObject {
    /// When the navigation bar shows a large title.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    open var title: String?
    open var prompt: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var hidesBackButton = false
    /// The view shown instead of the title; held strongly.
    open var titleView: UIView?
    /// The item a pushed view controller's back button shows; held strongly.
    open var backBarButtonItem: UIBarButtonItem?
    /// Held strongly.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Held strongly.
    open var rightBarButtonItems: [UIBarButtonItem]?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
}
