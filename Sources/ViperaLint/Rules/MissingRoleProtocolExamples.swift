import ViperaCore

/// The examples of `missing-role-protocol`: its documentation and tests (see `RuleExample`).
extension MissingRoleProtocolRule {
    /// Code the rule reports, each with its messages.
    static let triggeringExamples: [RuleExample] = [
        RuleExample(
            """
            protocol ↓CartView: AnyObject {}
            protocol CartInteractor {}
            protocol CartPresenter: AnyObject {}
            protocol CartBuilder {}
            """,
            messages: [
                "module Cart has no CartRouter protocol; every Router is reached through it"
            ]),
        // Under rambler, a module asks for the protocols of the roles it has; reported at the
        // class that lacks its protocol.
        RuleExample(
            """
            protocol CartViewInput: AnyObject {}
            protocol CartViewOutput: AnyObject {}
            final class CartPresenter: CartViewOutput {}
            final class ↓CartInteractor {}
            """, conventions: ["rambler"],
            messages: [
                "module Cart has no CartInteractorInput protocol; every Interactor is reached through it"
            ]),
        // A protocol misspelling the one asked for is a slip, not the module's own naming:
        // reported at it.
        RuleExample(
            """
            protocol MovieListViewing: AnyObject {}
            protocol MovieListInteracting: AnyObject {}
            protocol ↓MovieListPresentr: AnyObject {}
            protocol MovieListRouting: AnyObject {}
            protocol MovieListBuilder {}
            final class MovieListViewController: MovieListViewing {}
            final class MovieListInteractor: MovieListInteracting {}
            final class MovieListPresenter: MovieListPresentr {}
            final class MovieListRouter: MovieListRouting {}
            """,
            messages: ["module MovieList has no MovieListPresenter protocol (MovieListPresentr misspells it); every Presenter is reached through it"]),
        // A protocol misspelling one the module is asked for, which no class adopts.
        RuleExample(
            """
            protocol CartView: AnyObject {}
            protocol ↓CartIntereactor: AnyObject {}
            protocol CartPresenter: AnyObject {}
            protocol CartRouter: AnyObject {}
            protocol CartBuilder {}
            """,
            messages: ["module Cart has no CartInteractor protocol (CartIntereactor misspells it); every Interactor is reached through it"]),
        // A presenter reached only through the interactor's output protocol: its own is missing.
        RuleExample(
            """
            protocol OrdersViewing: AnyObject {}
            protocol OrdersInteracting: AnyObject {}
            protocol OrdersInteractorOutput: AnyObject {}
            protocol OrdersRouting: AnyObject {}
            protocol OrdersBuilder {}
            final class OrdersViewController: OrdersViewing {}
            final class OrdersInteractor: OrdersInteracting {}
            final class ↓OrdersPresenter: OrdersInteractorOutput {}
            final class OrdersRouter: OrdersRouting {}
            """,
            messages: ["module Orders has no OrdersPresenter protocol; every Presenter is reached through it"]),
        // Two of three modules declare their router's protocol: the third lacking it deviates.
        RuleExample(
            files: ["Cart", "Feed", "Login"].map { module -> (name: String, source: String) in
                let router =
                    module == "Login"
                    ? "final class ↓LoginRouter {}" : "protocol \(module)Router: AnyObject {}\nfinal class \(module)DefaultRouter: \(module)Router {}"
                return (
                    "\(module)/\(module)Module.swift",
                    "protocol \(module)View: AnyObject {}\nprotocol \(module)Interactor {}\nprotocol \(module)Presenter: AnyObject {}\nprotocol \(module)Builder {}\n\(router)"
                )
            },
            messages: ["module Login has no LoginRouter protocol; every Router is reached through it"]),
        // Where the team's naming is learned, a protocol of the module's own naming off
        // the majority's is the deviation, told the protocol the module has (here adopted in
        // an extension).
        .learnedDialect(
            adding: [
                (
                    "Feed/FeedController.swift",
                    """
                    protocol FeedPresenterOutputInterface: AnyObject {}
                    final class FeedController: UIViewController, FeedPresenterOutputInterface {}
                    protocol FeedRouting: AnyObject {}
                    final class ↓FeedRouter {}
                    extension FeedRouter: FeedRouting {}
                    """
                )
            ],
            messages: [
                "module Feed reaches its Router through FeedRouting, not FeedRouterInterface; 4 of 4 modules declare <M>RouterInterface: name it FeedRouterInterface"
            ]),
        // A router conforming to no protocol of its module's: the protocol is missing.
        .learnedDialect(
            adding: [
                (
                    "Feed/FeedController.swift",
                    """
                    protocol FeedPresenterOutputInterface: AnyObject {}
                    final class FeedController: UIViewController, FeedPresenterOutputInterface {}
                    protocol Routing: AnyObject {}
                    final class ↓FeedRouter: Routing {}
                    """
                )
            ],
            messages: ["module Feed has no FeedRouterInterface protocol; every Router is reached through it; 4 of 4 modules declare <M>RouterInterface"]),
    ]

    /// Code the rule must not report.
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample(
            """
            protocol CartView: AnyObject {}
            protocol CartInteractor {}
            protocol CartPresenter: AnyObject {}
            protocol CartRouter {}
            protocol CartBuilder {}
            final class CartDefaultPresenter: CartPresenter {}
            """),
        // The superclasses of the modules' classes, beside a protocol every entity adopts: the
        // team's templates, no `Base` module lacking its protocols.
        RuleExample(
            files: [
                ("Domain/BaseEntity.swift", "protocol BaseEntity {}"),
                ("Base/BaseInteractor.swift", "class BaseInteractor {}"),
                ("Base/BasePresenter.swift", "class BasePresenter {}"),
                ("Base/BaseViewController.swift", "class BaseViewController: UIViewController {}"),
                (
                    "Feed/Feed.swift",
                    """
                    protocol FeedView: AnyObject {}
                    protocol FeedPresenter: AnyObject {}
                    protocol FeedInteractor: AnyObject {}
                    protocol FeedRouter: AnyObject {}
                    protocol FeedBuilder {}
                    final class FeedViewController: BaseViewController, FeedView {}
                    final class FeedDefaultPresenter: BasePresenter, FeedPresenter {}
                    final class FeedDefaultInteractor: BaseInteractor, FeedInteractor {}
                    """
                ),
            ]),
        // No dialect but vipera's declares a builder protocol; the configurator is a class.
        RuleExample(
            """
            protocol CartViewInput: AnyObject {}
            protocol CartViewOutput: AnyObject {}
            final class CartViewController: CartViewInput {}
            final class CartPresenter: CartViewOutput {}
            final class CartModuleConfigurator {}
            """, conventions: ["rambler"]),
        RuleExample(
            """
            protocol CartView: AnyObject {}
            protocol CartPresentation: AnyObject {}
            protocol CartUseCase: AnyObject {}
            protocol CartInteractorOutput: AnyObject {}
            protocol CartWireframe: AnyObject {}
            final class CartRouter: CartWireframe {}
            """, conventions: ["contract"]),
        // A team's own dialect, learned from its modules: no module lacks the majority's protocols.
        .learnedDialect(),
        // A team that declares its views' protocols and no other role's, in every module: its
        // habit, not three modules each lacking four protocols.
        RuleExample(
            files: ["Cart", "Feed", "Login"].map { module -> (name: String, source: String) in
                (
                    "\(module)/\(module)Module.swift",
                    """
                    protocol \(module)View: AnyObject {}
                    final class \(module)ViewController: UIViewController, \(module)View {}
                    final class \(module)Presenter {}
                    final class \(module)Interactor {}
                    final class \(module)Router {}
                    """
                )
            }),
        // A module's classes reached through protocols of the module's own naming.
        RuleExample(
            """
            protocol MovieListViewing: AnyObject {}
            protocol MovieListInteracting: AnyObject {}
            protocol MovieListPresenting: AnyObject {}
            protocol MovieListRouting: AnyObject {}
            protocol MovieListBuilder {}
            final class MovieListViewController: MovieListViewing {}
            final class MovieListInteractor {}
            extension MovieListInteractor: MovieListInteracting {}
            final class MovieListPresenter: MovieListPresenting {}
            final class MovieListRouter: MovieListRouting {}
            """),
        // A helper named like one role, however many of its kind: not a module.
        RuleExample(
            """
            protocol CartDocumentURLBuilderProtocol {}
            final class CartDocumentURLBuilder: CartDocumentURLBuilderProtocol {}
            protocol CountriesInteractor {}
            final class RealCountriesInteractor: CountriesInteractor {}
            """),
        // A protocol several modules' classes adopt is a capability, not a module's role.
        RuleExample(
            """
            protocol NavigationCoordinator: AnyObject {}
            final class AboutCoordinator: NavigationCoordinator {}
            final class FeedCoordinator: NavigationCoordinator {}
            """, conventions: ["coordinator"]),
        // Role protocols named with a word nothing else bears (`AnyView`, `AnyPresenter`): the
        // roles' protocols, not those of a module called `Any` lacking its builder.
        RuleExample(
            """
            protocol AnyView: AnyObject {}
            protocol AnyPresenter: AnyObject {}
            protocol AnyRouter: AnyObject {}
            final class CryptoViewController: UIViewController, AnyView {}
            final class Presenter: AnyPresenter {}
            final class Router: AnyRouter {}
            """),
    ]
}
