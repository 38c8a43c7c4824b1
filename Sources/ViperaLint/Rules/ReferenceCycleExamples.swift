import ViperaCore

/// The examples of `reference-cycle`: its documentation and tests (see `RuleExample`).
extension ReferenceCycleRule {
    /// Code the rule reports, each with its messages and fixed form.
    static let triggeringExamples: [RuleExample] = [
        RuleExample(
            files: [
                (
                    "LoginDefaultInteractor.swift",
                    """
                    protocol LoginInteractor: AnyObject {}
                    final class LoginDefaultInteractor: LoginInteractor {
                        let dataManager: DataManager
                        init(dataManager: DataManager) { self.dataManager = dataManager }
                    }
                    """
                ),
                (
                    "DataManager.swift",
                    """
                    final class DataManager {
                        ↓var interactor: (any LoginInteractor)?
                    }
                    """
                ),
            ],
            messages: [
                "strong reference cycle: DataManager.interactor → LoginDefaultInteractor.dataManager → DataManager; make DataManager.interactor weak"
            ],
            fixed: [
                "DataManager.swift": """
                final class DataManager {
                    weak var interactor: (any LoginInteractor)?
                }
                """
            ]),
        // Each independent cycle is reported on its back reference: presenter → view and
        // interactor → presenter, not the view's or the presenter's owning reference.
        RuleExample(
            """
            final class LoginDefaultPresenter {
                ↓var view: LoginDefaultView?
                var interactor: LoginDefaultInteractor?
            }
            final class LoginDefaultView {
                var presenter: LoginDefaultPresenter?
            }
            final class LoginDefaultInteractor {
                ↓var output: LoginDefaultPresenter?
            }
            enum LoginAssembly {
                static func wire(_ view: LoginDefaultView, _ presenter: LoginDefaultPresenter, _ interactor: LoginDefaultInteractor) {
                    view.presenter = presenter
                    presenter.view = view
                    presenter.interactor = interactor
                    interactor.output = presenter
                }
            }
            """,
            messages: [
                "strong reference cycle: LoginDefaultPresenter.view → LoginDefaultView.presenter → LoginDefaultPresenter; make LoginDefaultPresenter.view weak (1 of 2 references that break the 2 cycles among 3 classes: LoginDefaultInteractor, LoginDefaultPresenter, LoginDefaultView)",
                "strong reference cycle: LoginDefaultInteractor.output → LoginDefaultPresenter.interactor → LoginDefaultInteractor; make LoginDefaultInteractor.output weak (1 of 2 references that break the 2 cycles among 3 classes: LoginDefaultInteractor, LoginDefaultPresenter, LoginDefaultView)",
            ],
            fixed: """
                final class LoginDefaultPresenter {
                    weak var view: LoginDefaultView?
                    var interactor: LoginDefaultInteractor?
                }
                final class LoginDefaultView {
                    var presenter: LoginDefaultPresenter?
                }
                final class LoginDefaultInteractor {
                    weak var output: LoginDefaultPresenter?
                }
                enum LoginAssembly {
                    static func wire(_ view: LoginDefaultView, _ presenter: LoginDefaultPresenter, _ interactor: LoginDefaultInteractor) {
                        view.presenter = presenter
                        presenter.view = view
                        presenter.interactor = interactor
                        interactor.output = presenter
                    }
                }
                """),
        // A reference typed with a framework class holds the subclasses its class names (what
        // it can assign), here the view controller it presented.
        RuleExample(
            """
            final class AddWireframe: NSObject {
                ↓var addPresenter: AddPresenter?
                ↓var presentedViewController: UIViewController?
                func present() {
                    let controller = AddViewController()
                    controller.eventHandler = addPresenter
                    presentedViewController = controller
                }
            }
            final class AddViewController: UIViewController {
                var eventHandler: AddPresenter?
            }
            final class AddPresenter {
                var addWireframe: AddWireframe?
                func attach(to wireframe: AddWireframe) {
                    addWireframe = wireframe
                    wireframe.addPresenter = self
                }
            }
            """,
            messages: [
                "strong reference cycle: AddWireframe.addPresenter → AddPresenter.addWireframe → AddWireframe; AddPresenter assigns itself to AddWireframe.addPresenter (Example.swift:17): make AddWireframe.addPresenter weak (1 of 2 references that break the 2 cycles among 3 classes: AddPresenter, AddViewController, AddWireframe)",
                "strong reference cycle: AddWireframe.presentedViewController → AddViewController.eventHandler → AddPresenter.addWireframe → AddWireframe; make AddWireframe.presentedViewController weak (1 of 2 references that break the 2 cycles among 3 classes: AddPresenter, AddViewController, AddWireframe)",
            ],
            fixed: """
                final class AddWireframe: NSObject {
                    weak var addPresenter: AddPresenter?
                    weak var presentedViewController: UIViewController?
                    func present() {
                        let controller = AddViewController()
                        controller.eventHandler = addPresenter
                        presentedViewController = controller
                    }
                }
                final class AddViewController: UIViewController {
                    var eventHandler: AddPresenter?
                }
                final class AddPresenter {
                    var addWireframe: AddWireframe?
                    func attach(to wireframe: AddWireframe) {
                        addWireframe = wireframe
                        wireframe.addPresenter = self
                    }
                }
                """),
        // A class that stores a struct holds what the struct holds: here a SwiftUI view whose
        // observed presenter owns the router that keeps the view.
        RuleExample(
            """
            final class LoginDefaultRouter {
                ↓var screen: LoginScreen?
                func show(_ screen: LoginScreen) { self.screen = screen }
            }
            struct LoginScreen: View {
                @ObservedObject var presenter: LoginDefaultPresenter
                var body: some View { Text(presenter.title) }
            }
            final class LoginDefaultPresenter: ObservableObject {
                @Published var title = ""
                let router: LoginDefaultRouter
                init(router: LoginDefaultRouter) { self.router = router }
            }
            """,
            messages: [
                "strong reference cycle: LoginDefaultRouter.screen.presenter → LoginDefaultPresenter.router → LoginDefaultRouter; make LoginDefaultRouter.screen.presenter weak"
            ]),
        // The fix names the back reference, with the code that shows it: the option the poll
        // creates holds the poll, not the other way round.
        RuleExample(
            """
            final class Poll {
                private(set) var options: [PollOption] = []
                func addOption(titled title: String) { options.append(PollOption(title: title, poll: self)) }
            }
            final class PollOption {
                let title: String
                ↓var poll: Poll?
                init(title: String, poll: Poll) {
                    self.title = title
                    self.poll = poll
                }
            }
            """,
            messages: [
                "strong reference cycle: PollOption.poll → Poll.options → PollOption; Poll creates PollOption (Example.swift:3): make PollOption.poll weak"
            ],
            fixed: """
                final class Poll {
                    private(set) var options: [PollOption] = []
                    func addOption(titled title: String) { options.append(PollOption(title: title, poll: self)) }
                }
                final class PollOption {
                    let title: String
                    weak var poll: Poll?
                    init(title: String, poll: Poll) {
                        self.title = title
                        self.poll = poll
                    }
                }
                """),
        // A builder wiring the objects it creates shows which references point back: those
        // to an object nearer the one it returns (the caller owns the gallery, the gallery
        // its feed, the feed its loader).
        RuleExample(
            """
            final class Gallery {
                var feed: GalleryFeed?
            }
            final class GalleryFeed {
                ↓var gallery: Gallery?
                var loader: GalleryLoader?
            }
            final class GalleryLoader {
                ↓var feed: GalleryFeed?
            }
            enum GalleryBuilder {
                static func build() -> Gallery {
                    let gallery = Gallery()
                    let feed = GalleryFeed()
                    let loader = GalleryLoader()
                    gallery.feed = feed
                    feed.gallery = gallery
                    feed.loader = loader
                    loader.feed = feed
                    return gallery
                }
            }
            """,
            messages: [
                "strong reference cycle: GalleryFeed.gallery → Gallery.feed → GalleryFeed; GalleryBuilder hands GalleryFeed to what GalleryFeed.gallery holds (Example.swift:17): make GalleryFeed.gallery weak (1 of 2 references that break the 2 cycles among 3 classes: Gallery, GalleryFeed, GalleryLoader)",
                "strong reference cycle: GalleryLoader.feed → GalleryFeed.loader → GalleryLoader; GalleryBuilder hands GalleryLoader to what GalleryLoader.feed holds (Example.swift:19): make GalleryLoader.feed weak (1 of 2 references that break the 2 cycles among 3 classes: Gallery, GalleryFeed, GalleryLoader)",
            ],
            fixed: """
                final class Gallery {
                    var feed: GalleryFeed?
                }
                final class GalleryFeed {
                    weak var gallery: Gallery?
                    var loader: GalleryLoader?
                }
                final class GalleryLoader {
                    weak var feed: GalleryFeed?
                }
                enum GalleryBuilder {
                    static func build() -> Gallery {
                        let gallery = Gallery()
                        let feed = GalleryFeed()
                        let loader = GalleryLoader()
                        gallery.feed = feed
                        feed.gallery = gallery
                        feed.loader = loader
                        loader.feed = feed
                        return gallery
                    }
                }
                """),
    ]
}
