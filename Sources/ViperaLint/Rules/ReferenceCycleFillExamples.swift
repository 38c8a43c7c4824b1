import ViperaCore

/// The examples of `reference-cycle` where a property typed by a protocol holds only what the
/// code puts into it on the holder's instances (see `FactIndex.classes(heldBy:declaredIn:holder:)`):
/// its documentation and tests (see `RuleExample`).
extension ReferenceCycleRule {
    /// A collection of pages filled from the holder's own properties: the page that holds the
    /// holder closes the cycle, the controller that only conforms to the pages' protocol does not.
    static let fillExamples: [RuleExample] = [
        RuleExample(
            """
            protocol Page: AnyObject {}
            final class FeedViewModel {
                let posts = PostsPage()
                let settings = SettingsPage()
                var pages: [Page] = []
                init() {
                    pages = [posts, settings]
                    settings.model = self
                }
            }
            final class PostsPage: Page {}
            final class SettingsPage: Page {
                ↓var model: FeedViewModel?
            }
            final class FeedViewController: Page {
                var viewModel: FeedViewModel?
            }
            """,
            messages: [
                "strong reference cycle: SettingsPage.model → FeedViewModel.pages → SettingsPage; FeedViewModel assigns itself to SettingsPage.model (Example.swift:8): make SettingsPage.model weak (it breaks all 2 cycles among 2 classes: FeedViewModel, SettingsPage)"
            ],
            fixed: """
                protocol Page: AnyObject {}
                final class FeedViewModel {
                    let posts = PostsPage()
                    let settings = SettingsPage()
                    var pages: [Page] = []
                    init() {
                        pages = [posts, settings]
                        settings.model = self
                    }
                }
                final class PostsPage: Page {}
                final class SettingsPage: Page {
                    weak var model: FeedViewModel?
                }
                final class FeedViewController: Page {
                    var viewModel: FeedViewModel?
                }
                """)
    ]

    /// Properties of the same name filled elsewhere, on other classes' instances, with what
    /// vipera cannot tell, do not widen what this holder's pages hold: another view model's
    /// `pages` filled in an extension of its controller, a navigation controller's stack, a local
    /// named like the property.
    static let fillTraps: [RuleExample] = [
        RuleExample(
            """
            protocol Page: UIViewController {}
            final class PostsViewController: UIViewController, Page {}
            final class NewsViewController: UIViewController, Page {}
            final class DiscoveryViewModel {
                let posts: PostsViewController
                let news = NewsViewController()
                var pages: [Page]
                init() {
                    posts = PostsViewController()
                    pages = [posts, news]
                }
            }
            final class DiscoveryViewController: UIViewController {
                var viewModel: DiscoveryViewModel?
            }
            extension DiscoveryViewController: Page {}
            final class NotificationViewModel {
                var pages: [Page] = []
            }
            final class NotificationViewController: UIViewController {
                var viewModel: NotificationViewModel?
            }
            extension NotificationViewController {
                func reload(_ make: () -> [Page]) {
                    viewModel?.pages = make()
                }
            }
            final class PageMover {
                func move(to navigation: UINavigationController, from source: UIViewController) {
                    guard let stack = source as? UINavigationController else { return }
                    let pages = stack.popToRootViewController(animated: false) ?? []
                    navigation.pages.append(contentsOf: pages)
                }
            }
            """)
    ]
}
