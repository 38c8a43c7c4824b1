// View controllers. Like UIKit: the view is created on first access, which calls `viewDidLoad`
// once; a parent holds its children strongly and a child its parent weakly; the presentation
// host (the root of the presenter's parent chain) holds the presented view controller strongly,
// which refers back weakly.

/// Manages a screen's view and its part in navigation.
@MainActor
open class UIViewController: UIResponder {
    /// How a presented view controller covers the screen.
    public enum ModalPresentationStyle: Int, Sendable {
        case fullScreen = 0
        case pageSheet, formSheet, currentContext, custom, overFullScreen
        case overCurrentContext, popover
        case none = -1
        case automatic = -2
    }

    open var modalPresentationStyle = ModalPresentationStyle.automatic
    open var isModalInPresentation = false
    open var preferredContentSize = CGSize.zero
    public let nibName: String?
    public let nibBundle: Bundle?
    private var loadedView: UIView?

    /// The screen's title; setting it also sets the navigation item's title.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What the navigation bar shows for this view controller; held strongly.
    public private(set) lazy var navigationItem = UINavigationItem()

    /// The container holding this view controller; held weakly.
    open private(set) weak var parent: UIViewController?
    /// The view controllers this one contains; held strongly.
    open private(set) var children: [UIViewController] = []
    /// The view controller this one presents; held strongly by the presentation host.
    private var hostedPresentation: UIViewController?
    /// The view controller that presented this one; held weakly.
    private weak var presenter: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: View

    /// The root view, created by `loadView()` on first access, which then calls `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the view; overrides set `view` without calling `super`.
    open func loadView() {
        loadedView = UIView()
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    private var appearanceTransition: Bool?

    /// Calls `viewWillAppear` or `viewWillDisappear`; `endAppearanceTransition()` calls the `Did` one.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransition = isAppearing
        if isAppearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
    }

    open func endAppearanceTransition() {
        guard let isAppearing = appearanceTransition else { return }
        appearanceTransition = nil
        isAppearing ? viewDidAppear(false) : viewDidDisappear(false)
    }

    // MARK: Containment

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The closest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { ancestor(of: UINavigationController.self) }
    /// The closest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { ancestor(of: UITabBarController.self) }

    private func ancestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var candidate = parent
        while let controller = candidate {
            if let container = controller as? Container { return container }
            candidate = controller.parent
        }
        return nil
    }

    /// The root of the parent chain, which hosts presentations for the whole chain.
    private var presentationHost: UIViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    // MARK: Presentation

    /// The view controller presented by this one or by an ancestor.
    open var presentedViewController: UIViewController? { presentationHost.hostedPresentation }

    /// The view controller that presented this one or its closest presented ancestor.
    open var presentingViewController: UIViewController? { presenter ?? parent?.presentingViewController }

    /// Presents `viewControllerToPresent` unless something is already presented (UIKit then
    /// only logs a warning).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        guard host.hostedPresentation == nil, viewControllerToPresent.presenter == nil else { return }
        host.hostedPresentation = viewControllerToPresent
        viewControllerToPresent.presenter = host
        completion?()
    }

    /// Dismisses what this view controller presents or, when it presents nothing, dismisses it
    /// from its presenter.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        if let presented = host.hostedPresentation {
            presented.presenter = nil
            host.hostedPresentation = nil
            completion?()
        } else if let presentingViewController {
            presentingViewController.dismiss(animated: flag, completion: completion)
        }
    }

    /// Pushes `vc` on the navigation stack when there is one, else presents it.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
