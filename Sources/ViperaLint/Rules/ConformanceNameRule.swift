import ViperaCore

/// A class conforms to a role protocol `<Module><Role>` under a name off the
/// `<Module><Variant><Role>` pattern.
struct ConformanceNameRule: Rule {
    static let description = RuleDescription(
        id: "conformance-name",
        defaultSeverity: .warning,
        category: .naming,
        summary: "A class conforms to <Module><Role> under a name off the <Module><Variant><Role> pattern.",
        triggering: [
            RuleExample(
                """
                protocol LoginRouter {}
                protocol LoginView: AnyObject {}
                final class ↓AppNavigator: LoginRouter {}
                final class LoginViewController: LoginView {}
                """,
                messages: [
                    "AppNavigator conforms to LoginRouter but is not named Login<Variant>Router"
                ]),
            RuleExample(
                """
                protocol LoginViewInput: AnyObject {}
                protocol LoginViewOutput: AnyObject {}
                final class LoginViewController: LoginViewInput {}
                final class ↓LoginScreen: LoginViewOutput {}
                """, conventions: ["rambler"],
                messages: [
                    "LoginScreen conforms to LoginViewOutput but is not named Login<Variant>Presenter"
                ]),
            // A cell's one-role protocol, adopted by a class with its name: still its role.
            RuleExample(
                """
                protocol FooterViewPresenterInterface {}
                final class ↓FooterViewModel: FooterViewPresenterInterface {}
                """,
                messages: ["FooterViewModel conforms to FooterViewPresenterInterface but is not named FooterView<Variant>Presenter"]),
            // A class named for the role, of no module of its own, plays the module's role.
            RuleExample(
                """
                protocol DialogRouter: AnyObject {}
                protocol DialogView: AnyObject {}
                final class DialogViewController: DialogView {}
                final class ↓BattleRouter: DialogRouter {}
                """,
                messages: ["BattleRouter conforms to DialogRouter but is not named Dialog<Variant>Router"]),
            // A protocol misspelling its module is a name of one role, yet a role of the
            // module its class's name starts with.
            RuleExample(
                """
                protocol SearchView: AnyObject {}
                protocol SaerchInteractor: AnyObject {}
                final class SearchViewController: SearchView {}
                final class ↓SearchInteractor: SaerchInteractor {}
                """,
                messages: ["SearchInteractor conforms to SaerchInteractor but is not named Saerch<Variant>Interactor"]),
            // A view controller adopting what the convention in force has the presenter
            // implement (the view's output), not an output the view receives.
            RuleExample(
                """
                protocol LoginViewOutput: AnyObject {}
                final class ↓LoginViewController: UIViewController, LoginViewOutput {}
                """, conventions: ["rambler"],
                messages: ["LoginViewController conforms to LoginViewOutput but is not named Login<Variant>Presenter"]),
            // A class named for no framework type it inherits from.
            RuleExample(
                """
                protocol LoginViewProtocol: AnyObject {}
                final class ↓LoginScreen: UIViewController, LoginViewProtocol {}
                """, conventions: ["protocol-suffix"],
                messages: ["LoginScreen conforms to LoginViewProtocol but is not named Login<Variant>View"]),
            // Protocols under a name another type of the codebase bears (`CartItem`): a module's.
            RuleExample(
                """
                protocol CartView: AnyObject {}
                protocol CartPresenter: AnyObject {}
                struct CartItem {}
                final class ↓BasketViewController: UIViewController, CartView {}
                final class ↓Presenter: CartPresenter {}
                """,
                messages: [
                    "BasketViewController conforms to CartView but is not named Cart<Variant>View",
                    "Presenter conforms to CartPresenter but is not named Cart<Variant>Presenter",
                ]),
            // One module off the team's own (learned) majority.
            .learnedDialect(
                adding: [
                    (
                        "Feed/FeedController.swift",
                        """
                        protocol FeedPresenterOutputInterface: AnyObject {}
                        final class FeedController: UIViewController, FeedPresenterOutputInterface {}
                        protocol FeedRouterInterface: AnyObject {}
                        final class ↓FeedRouting: FeedRouterInterface {}
                        """
                    )
                ],
                messages: ["FeedRouting conforms to FeedRouterInterface but is not named FeedRouter; 4 of 5 modules name it <M>Router"]),
        ],
        nonTriggering: [
            // Test doubles are named after what they stand in for, in a test target or not.
            RuleExample(
                files: [
                    ("Login/LoginRouter.swift", "protocol LoginRouter {}\nfinal class LoginDefaultRouter: LoginRouter {}"),
                    ("LoginTests/CartRouterDouble.swift", "final class RouterDouble: LoginRouter {}"),
                    ("Login/Preview/MockLoginRouting.swift", "final class MockRouting: LoginRouter {}\nfinal class NavigatorSpy: LoginRouter {}"),
                ]),
            // A protocol several modules' classes adopt is a capability, not a module's role.
            RuleExample(
                """
                protocol NavigationCoordinator: AnyObject {}
                final class AboutCoordinator: NavigationCoordinator {}
                final class FeedCoordinator: NavigationCoordinator {}
                """, conventions: ["coordinator"]),
            // A protocol one class alone adopts, which plays its role in a module of its own
            // (`BattleRouter` beside `BattleViewController`), is a capability it offers.
            RuleExample(
                """
                protocol DialogRouter: AnyObject {}
                protocol DialogView: AnyObject {}
                final class DialogViewController: DialogView {}
                final class BattleRouter: DialogRouter {}
                final class BattleViewController {}
                """),
            // A name whose protocols and classes all play one role is a helper named like a
            // role, not a module (a shared text field adopting `TextInputView`).
            RuleExample(
                """
                protocol TextInputView: AnyObject {}
                final class TextFieldView: TextInputView {}
                """),
            RuleExample(
                """
                protocol LoginRouter {}
                protocol LoginView: AnyObject {}
                final class LoginMockRouter: LoginRouter {}
                final class LoginRouterIpad: LoginRouter {}
                final class LoginViewController: UIViewController, LoginView {}
                """),
            // Variants named before the protocol's name, one per device.
            RuleExample(
                """
                protocol LoginRouter {}
                protocol LoginView: AnyObject {}
                final class PhoneLoginRouter: LoginRouter {}
                final class TabletLoginRouter: LoginRouter {}
                final class LoginViewController: UIViewController, LoginView {}
                """),
            // The dialect's implementing role, not the role in the protocol's name.
            RuleExample(
                """
                protocol LoginViewOutput: AnyObject {}
                protocol LoginModuleOutput: AnyObject {}
                final class LoginPresenter: LoginViewOutput {}
                final class ProfilePresenter: LoginModuleOutput {}
                """, conventions: ["rambler"]),
            RuleExample(
                """
                protocol LoginWireframe: AnyObject {}
                protocol LoginView: AnyObject {}
                final class LoginRouter: LoginWireframe {}
                final class LoginUI: LoginView {}
                """, conventions: ["contract"]),
            RuleExample(
                """
                protocol LoginInteractor: AnyObject {}
                final class LoginInteractorImpl: LoginInteractor {}
                """, conventions: ["rambler"]),
            // A team's own dialect, learned from its modules.
            .learnedDialect(),
            // A capital the team writes before its role protocols' names, not its classes'.
            RuleExample(
                """
                protocol ILoginPresenter: AnyObject {}
                protocol ILoginRouter: AnyObject {}
                final class LoginPresenter: ILoginPresenter {}
                final class LoginRouter: ILoginRouter {}
                """),
            // A role's output, adopted by the role receiving it: a class named for its own role.
            RuleExample(
                """
                protocol LoginPresenterOutput: AnyObject {}
                protocol LoginInteractorOutput: AnyObject {}
                final class LoginViewController: UIViewController, LoginPresenterOutput {}
                final class LoginPresenter: LoginInteractorOutput {}
                final class FeedScreen: UIViewController, FeedPresenterOutput {}
                protocol FeedPresenterOutput: AnyObject {}
                """),
            // A view controller named for its module and what it is (`<M>Controller`, the last
            // word of its framework superclass).
            RuleExample(
                """
                protocol MoviesViewProtocol: AnyObject {}
                protocol MoviesPresenterProtocol: AnyObject {}
                final class MoviesController: UICollectionViewController, MoviesViewProtocol {}
                final class MoviesPresenter: MoviesPresenterProtocol {}
                """, conventions: ["protocol-suffix"]),
            RuleExample(
                """
                protocol TabBarView: AnyObject {}
                final class GroceryTabBarController: UITabBarController, TabBarView {}
                final class TabBarRouter {}
                """),
            // Role protocols named with a word nothing else bears (`Any`): the roles' protocols,
            // adopted by a module's classes of any name, not a module called `Any`.
            RuleExample(
                """
                protocol AnyView: AnyObject {}
                protocol AnyPresenter: AnyObject {}
                protocol AnyRouter: AnyObject {}
                final class CryptoViewController: UIViewController, AnyView {}
                final class Presenter: AnyPresenter {}
                final class Router: AnyRouter {}
                """),
            RuleExample(
                """
                protocol CameraBottomViewDelegate: AnyObject {}
                final class CameraViewController: CameraBottomViewDelegate {}
                """, conventions: ["protocol-suffix"]),
        ]
    )

    func check(_ index: FactIndex) -> [Finding] {
        RoleConformance.all(in: index).compactMap { conformance in
            let name = conformance.type.name
            let looksDefault = conformance.looksLikeDefaultImplementation(index.profile)
            guard !looksDefault, !conformance.followsPattern(in: index) else { return nil }
            let protocolName = conformance.protocols[0].name
            let module = conformance.protocols[0].assignment.module ?? ""
            if let learned = index.profile.learnedNaming(ofProtocol: protocolName)?.naming,
                let implementation = learned.implementationSuffix, let majority = learned.implementationMajority
            {
                return conformance.finding(of: Self.self, "\(name) conforms to \(protocolName) but is not named \(module)\(implementation); \(majority)")
            }
            let role = conformance.protocols[0].assignment.role
            return conformance.finding(of: Self.self, "\(name) conforms to \(protocolName) but is not named \(module)<Variant>\(role)")
        }
    }
}
