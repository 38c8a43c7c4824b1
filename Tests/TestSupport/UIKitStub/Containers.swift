// Container view controllers and the share sheet. Containers hold their view controllers
// strongly as children.

/// Manages a stack of view controllers.
@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first; held strongly.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for child in children { child.removeFromParent() }
        for viewController in viewControllers { addChild(viewController) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
    }

    /// Pops the top view controller unless it is the root, and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        top.removeFromParent()
        return top
    }

    /// Pops everything above `viewController`, which must be on the stack, and returns what it
    /// popped; `nil` when `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        for viewController in popped { viewController.removeFromParent() }
        return popped
    }

    /// Pops everything above the root and returns what it popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(viewControllers.dropFirst())
        for viewController in popped { viewController.removeFromParent() }
        return popped
    }
}

/// Shows one of several view controllers, chosen with a tab bar.
@MainActor
open class UITabBarController: UIViewController {
    /// The tabs' view controllers; held strongly.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var selectedIndex = 0

    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { selectedIndex = newValue.flatMap { vc in children.firstIndex { $0 === vc } } ?? selectedIndex }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for child in children { child.removeFromParent() }
        for viewController in viewControllers ?? [] { addChild(viewController) }
        selectedIndex = 0
    }
}

/// A custom service shown in the share sheet.
@MainActor
open class UIActivity: NSObject {
    /// The identity of a share sheet service.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
    }
}

/// The share sheet.
@MainActor
open class UIActivityViewController: UIViewController {
    /// Reports which service ran, whether it completed, what it returned and why it failed.
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// What is shared; held strongly.
    public let activityItems: [Any]
    /// Held strongly.
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Held strongly.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}
