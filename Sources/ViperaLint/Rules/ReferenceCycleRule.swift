import ViperaCore

/// Classes hold each other strongly in a cycle, so none of them is ever freed.
struct ReferenceCycleRule: Rule {
    static let description = RuleDescription(
        id: "reference-cycle",
        defaultSeverity: .error,
        category: .cycle,
        summary: "Classes hold each other through strong stored references in a cycle (a protocol-typed reference counts for every conforming class).",
        triggering: [
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
        ],
        nonTriggering: [
            // Core Data's inverse relationships are faults the context resolves, not owners.
            RuleExample(
                """
                final class Feed: NSManagedObject {
                    @NSManaged var status: FeedStatus?
                }
                final class FeedStatus: NSManagedObject {
                    @NSManaged var feed: Feed?
                }
                """),
            // A protocol-typed collection holds what the code puts into it: here only caches,
            // never the screen that also conforms.
            RuleExample(
                files: [
                    (
                        "FeedModel.swift",
                        """
                        protocol Refreshable: AnyObject {}
                        final class FeedModel {
                            private var listeners: [Refreshable] = []
                            func start() { listeners.append(FeedCache()) }
                        }
                        final class FeedCache: Refreshable {}
                        """
                    ),
                    (
                        "FeedScreen.swift",
                        """
                        final class FeedScreen: Refreshable {
                            let model: FeedModel
                            init(model: FeedModel) { self.model = model }
                        }
                        """
                    ),
                ]),
            // References set once, at initialisation, cannot form a cycle (a decoded model tree);
            // a SwiftData model's relationships are faults the store resolves, not owners.
            RuleExample(
                """
                final class MessageThread: Decodable {
                    let root: Message
                }
                final class Message: Decodable {
                    let thread: MessageThread?
                    let replies: [Message]
                }
                @Model
                final class Trip {
                    var stops: [Stop] = []
                }
                @Model
                final class Stop {
                    var trip: Trip?
                    init(trip: Trip?) { self.trip = trip }
                }
                """),
            // A SwiftUI view is a value, no class of a cycle: it holds its presenter and the view
            // state, which the presenter holds weakly. What a view reads from the environment is
            // held by the environment, not by the view stored in a class.
            RuleExample(
                """
                struct LoginScreen: View {
                    let presenter: LoginDefaultPresenter
                    @Bindable var state: LoginViewState
                    @State private var draft = LoginViewState()
                    var body: some View { Text(state.title) }
                }
                @Observable
                final class LoginViewState {
                    var title = ""
                }
                final class LoginDefaultPresenter {
                    weak var state: LoginViewState?
                    let router: LoginDefaultRouter
                    init(router: LoginDefaultRouter) { self.router = router }
                }
                final class LoginDefaultRouter {
                    var sheet: LoginSheet?
                }
                struct LoginSheet: View {
                    @Environment(LoginDefaultPresenter.self) private var presenter
                    @EnvironmentObject var settings: LoginSettings
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { Text("") }
                }
                final class LoginSettings: ObservableObject {
                    let router: LoginDefaultRouter
                    init(router: LoginDefaultRouter) { self.router = router }
                }
                """,
                messages: [
                    "strong reference cycle: LoginDefaultRouter.screen.presenter → LoginDefaultPresenter.router → LoginDefaultRouter; make LoginDefaultRouter.screen.presenter weak"
                ]),
            // Broad types stand for what the code can put in them, not for every subclass: a
            // constructed `UIView()`, peers of a tree typed with the holder's own protocol, a
            // framework-typed reference whose class names no subclass.
            RuleExample(
                """
                protocol Coordinator: AnyObject {}
                class BaseCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                }
                final class MainCoordinator: BaseCoordinator {}
                final class TabCoordinator: BaseCoordinator {}
                protocol DisposeBag: AnyObject {}
                final class DisposeBagImpl: DisposeBag {}
                class BaseViewController: UIViewController, DisposeBag {
                    let disposeBag: DisposeBag = DisposeBagImpl()
                }
                final class CameraControlsView: UIView {
                    private let overlayView = UIView()
                }
                final class CameraView: UIView {
                    let controls = CameraControlsView()
                }
                class BaseWireframe {
                    private var temporaryStoredViewController: UIViewController?
                    init(viewController: UIViewController) { temporaryStoredViewController = viewController }
                }
                final class HomeWireframe: BaseWireframe {
                    init() { super.init(viewController: HomeViewController()) }
                }
                final class HomeViewController: BaseViewController {
                    var presenter: HomePresenter?
                }
                final class HomePresenter {
                    let wireframe = HomeWireframe()
                }
                """),
            RuleExample(
                """
                final class DataManager {
                    weak var interactor: LoginDefaultInteractor?
                    unowned let owner: LoginDefaultInteractor
                    init(owner: LoginDefaultInteractor) { self.owner = owner }
                }
                final class LoginDefaultInteractor {
                    let dataManager: DataManager
                    init() { dataManager = DataManager(owner: self) }
                }
                """),
            RuleExample(
                """
                final class LoginDefaultInteractor {
                    // vipera:disable:next reference-cycle - broken explicitly in close()
                    let dataManager: DataManager
                    init(dataManager: DataManager) { self.dataManager = dataManager }
                }
                final class DataManager {
                    var interactor: LoginDefaultInteractor?
                }
                """),
            RuleExample(
                """
                struct Settings { var interactor: LoginDefaultInteractor? }
                final class LoginDefaultInteractor {
                    var settings: Settings?
                    func update() {
                        var local: LoginDefaultInteractor? = self
                        local = nil
                    }
                }
                """),
        ]
    )

    /// One finding per independent cycle, on its back reference (see `CycleReport`), with the
    /// cycle's other references as related locations; a group whose cycles the search did not
    /// list (they are all too long) is reported by its shortest cycle. A cycle of `let`
    /// references only cannot be built (each needs the other initialised first): none is reported.
    func check(_ index: FactIndex) -> [Finding] {
        index.referenceCycles.flatMap { group in
            let buildable = { (cycle: [ReferenceGraph.Edge]) in !cycle.allSatisfy(\.isConstant) }
            let listed = group.cycles.filter { !$0.contains(where: \.isClosure) && buildable($0) }
            let cycles = listed.isEmpty ? group.shortestStrongCycle.map { [$0] }?.filter(buildable) ?? [] : listed
            let reports = CycleReport.reports(for: cycles, in: index)
            return reports.map { report in
                let back = report.backReference
                return Self.finding(
                    "strong reference cycle: \(CycleFinder.describe(report.cycle)); \(report.evidence.map { "\($0.description): " } ?? "")make \(back.label) weak"
                        + Self.others(reports.count, of: cycles.count, truncated: group.isTruncated, classes: group.classes),
                    file: back.file,
                    range: back.range,
                    symbol: back.symbol,
                    related: report.related,
                    cycle: report.cycle.map(CycleStep.init)
                )
            }
        }
    }

    /// ` (3 references break the 8 cycles among 7 classes: A, B, C, D, E and 2 more)` when the group
    /// has more than one cycle.
    private static func others(_ reports: Int, of cycles: Int, truncated: Bool, classes: [String]) -> String {
        guard cycles > 1 else { return "" }
        let shown = classes.prefix(5).joined(separator: ", ") + (classes.count > 5 ? " and \(classes.count - 5) more" : "")
        let count = "\(cycles)\(truncated ? "+" : "")"
        return reports == 1
            ? " (it breaks all \(count) cycles among \(classes.count) classes: \(shown))"
            : " (1 of \(reports) references that break the \(count) cycles among \(classes.count) classes: \(shown))"
    }
}
