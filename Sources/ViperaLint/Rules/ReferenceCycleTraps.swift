import ViperaCore

/// The code `reference-cycle` leaves alone: its documentation and tests (see `RuleExample`).
extension ReferenceCycleRule {
    /// Code the rule leaves alone, the traps among it.
    static let nonTriggeringExamples: [RuleExample] = [
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
        // A reference the code sets only on other classes' instances holds nothing: the
        // builder sets the view's `presenter`, never the router's.
        RuleExample(
            """
            final class LoginRouter {
                var presenter: LoginPresenter?
                static func build() -> LoginViewController {
                    let view = LoginViewController()
                    view.presenter = LoginPresenter(router: LoginRouter())
                    return view
                }
            }
            final class LoginPresenter {
                let router: LoginRouter
                init(router: LoginRouter) { self.router = router }
            }
            final class LoginViewController {
                var presenter: LoginPresenter?
            }
            """),
        // A weak outlet keeps a view alive through the view hierarchy, never the view
        // controller Interface Builder connects a view's delegate outlet to.
        RuleExample(
            """
            final class LinkLabel: UILabel {
                @IBOutlet weak var delegate: AlertViewController?
            }
            final class AlertViewController: UIViewController {
                @IBOutlet weak var bodyLabel: LinkLabel!
            }
            """),
        // Weak outlets between views: the hierarchy keeps a subview through its superview,
        // never the other way round, so outlets alone close no cycle.
        RuleExample(
            """
            final class LinkLabel: UILabel {
                @IBOutlet weak var container: LinkPanel?
            }
            final class LinkPanel: UIView {
                @IBOutlet weak var label: LinkLabel!
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
}
