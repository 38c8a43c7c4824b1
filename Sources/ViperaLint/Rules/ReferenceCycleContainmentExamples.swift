import ViperaCore

/// The examples of `reference-cycle` where a container controller keeps one side of the cycle:
/// a tab bar or navigation controller's children, a navigation controller's root (see
/// `HierarchyInsertion`): its documentation and tests (see `RuleExample`).
extension ReferenceCycleRule {
    /// A controller shown by a container holding the container, or the object that keeps it.
    static let containmentExamples: [RuleExample] = [
        // A tab bar controller keeps its tabs, and a navigation controller its root: a tab
        // holding the tab bar controller strongly keeps it forever.
        RuleExample(
            """
            final class HomeTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = FeedViewController()
                    feed.tabs = self
                    let feedTab = UINavigationController(rootViewController: feed)
                    viewControllers = [feedTab, SettingsViewController()]
                }
            }
            final class FeedViewController: UIViewController {
                ↓var tabs: HomeTabBarController?
            }
            final class SettingsViewController: UIViewController {}
            """,
            messages: [
                "strong reference cycle: FeedViewController.tabs → HomeTabBarController (adds FeedViewController) → FeedViewController; HomeTabBarController adds FeedViewController (Example.swift:7), which UIKit keeps as long as HomeTabBarController lives: make FeedViewController.tabs weak"
            ],
            fixed: """
                final class HomeTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let feed = FeedViewController()
                        feed.tabs = self
                        let feedTab = UINavigationController(rootViewController: feed)
                        viewControllers = [feedTab, SettingsViewController()]
                    }
                }
                final class FeedViewController: UIViewController {
                    weak var tabs: HomeTabBarController?
                }
                final class SettingsViewController: UIViewController {}
                """),
        // An object holding a navigation controller keeps its root and the stack it is given:
        // a screen holding that object strongly keeps it forever.
        RuleExample(
            """
            final class AppFlow {
                private var navigation: UINavigationController?
                func start() {
                    let home = HomeViewController()
                    home.flow = self
                    navigation = UINavigationController(rootViewController: home)
                }
            }
            final class FeedFlow {
                let navigation = UINavigationController()
                func start() {
                    let feed = FeedViewController()
                    feed.flow = self
                    navigation.setViewControllers([feed], animated: false)
                }
            }
            final class HomeViewController: UIViewController {
                ↓var flow: AppFlow?
            }
            final class FeedViewController: UIViewController {
                ↓var flow: FeedFlow?
            }
            """,
            messages: [
                "strong reference cycle: HomeViewController.flow → AppFlow (keeps HomeViewController in a container controller it holds) → HomeViewController; AppFlow keeps HomeViewController in a container controller it holds (Example.swift:6), which UIKit keeps as long as AppFlow lives: make HomeViewController.flow weak",
                "strong reference cycle: FeedViewController.flow → FeedFlow (keeps FeedViewController in a container controller it holds) → FeedViewController; FeedFlow keeps FeedViewController in a container controller it holds (Example.swift:14), which UIKit keeps as long as FeedFlow lives: make FeedViewController.flow weak",
            ],
            fixed: """
                final class AppFlow {
                    private var navigation: UINavigationController?
                    func start() {
                        let home = HomeViewController()
                        home.flow = self
                        navigation = UINavigationController(rootViewController: home)
                    }
                }
                final class FeedFlow {
                    let navigation = UINavigationController()
                    func start() {
                        let feed = FeedViewController()
                        feed.flow = self
                        navigation.setViewControllers([feed], animated: false)
                    }
                }
                final class HomeViewController: UIViewController {
                    weak var flow: AppFlow?
                }
                final class FeedViewController: UIViewController {
                    weak var flow: FeedFlow?
                }
                """),
    ]

    /// The traps: a container the code does not keep (a presented one, UIKit's own navigation
    /// controller, a weak or computed property), a back reference already weak, a push.
    static let containmentTraps: [RuleExample] = [
        // The tab's reference is weak; the presented navigation controller and the pushed
        // screen are let go when dismissed or popped.
        RuleExample(
            """
            final class HomeTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = FeedViewController()
                    feed.tabs = self
                    viewControllers = [UINavigationController(rootViewController: feed)]
                }
            }
            final class FeedViewController: UIViewController {
                weak var tabs: HomeTabBarController?
                func showDetail() {
                    let detail = DetailViewController()
                    detail.feed = self
                    present(UINavigationController(rootViewController: detail), animated: true)
                    let more = DetailViewController()
                    more.feed = self
                    navigationController?.pushViewController(more, animated: true)
                }
            }
            final class DetailViewController: UIViewController {
                var feed: FeedViewController?
            }
            """),
        // A navigation stack the object does not keep: UIKit's own `navigationController`, a
        // weak property, a computed one, a local.
        RuleExample(
            """
            final class FeedRouter {
                weak var navigation: UINavigationController?
                var rootNavigation: UINavigationController { UINavigationController(rootViewController: FeedViewController()) }
                func start() {
                    let feed = FeedViewController()
                    feed.router = self
                    navigation = UINavigationController(rootViewController: feed)
                    let local = UINavigationController(rootViewController: feed)
                    local.setViewControllers([feed], animated: false)
                }
            }
            final class FeedViewController: UIViewController {
                var router: FeedRouter?
                func reset() {
                    let next = FeedViewController()
                    next.router = router
                    navigationController?.setViewControllers([next], animated: true)
                }
            }
            """),
    ]
}
