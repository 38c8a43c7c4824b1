import ViperaCore

/// A component owns another that the ownership matrix says it must hold weakly.
struct WeakReferenceRequiredRule: Rule {
    static let description = RuleDescription(
        id: "weak-reference-required",
        defaultSeverity: .error,
        category: .ownership,
        summary: "A component owns one the architecture says it must hold weakly (router → view or presenter, presenter → view, interactor → presenter).",
        triggering: [
            RuleExample(
                files: [
                    ("LoginPresenter.swift", "protocol LoginPresenter: AnyObject {}"),
                    (
                        "LoginDefaultRouter.swift",
                        """
                        final class LoginDefaultRouter {
                            ↓var presenter: (any LoginPresenter)?
                        }
                        """
                    ),
                ],
                messages: [
                    "LoginDefaultRouter.presenter owns its Presenter; a Router must hold its Presenter weakly, or the two keep each other alive"
                ],
                fixed: [
                    "LoginDefaultRouter.swift": """
                    final class LoginDefaultRouter {
                        weak var presenter: (any LoginPresenter)?
                    }
                    """
                ]),
            // A property the code sets only on other classes' instances (the builder sets the
            // view's `presenter`, never the router's) holds nothing yet: the message says so.
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                final class LoginDefaultPresenter: LoginPresenter {}
                final class LoginDefaultView {
                    var presenter: (any LoginPresenter)?
                }
                final class LoginDefaultRouter {
                    ↓var presenter: (any LoginPresenter)?
                }
                enum LoginModule {
                    static func build() -> LoginDefaultView {
                        let view = LoginDefaultView()
                        view.presenter = LoginDefaultPresenter()
                        return view
                    }
                }
                """,
                messages: [
                    "LoginDefaultRouter.presenter owns its Presenter; a Router must hold its Presenter weakly (no code sets it on a LoginDefaultRouter yet; once set, the two would keep each other alive)"
                ],
                fixed: """
                    protocol LoginPresenter: AnyObject {}
                    final class LoginDefaultPresenter: LoginPresenter {}
                    final class LoginDefaultView {
                        var presenter: (any LoginPresenter)?
                    }
                    final class LoginDefaultRouter {
                        weak var presenter: (any LoginPresenter)?
                    }
                    enum LoginModule {
                        static func build() -> LoginDefaultView {
                            let view = LoginDefaultView()
                            view.presenter = LoginDefaultPresenter()
                            return view
                        }
                    }
                    """),
            RuleExample(
                """
                protocol LoginView: AnyObject {}
                final class LoginDefaultView: LoginView {}
                final class LoginDefaultPresenter {
                    ↓let view: LoginDefaultView
                    init(view: LoginDefaultView) { self.view = view }
                }
                """,
                messages: [
                    "LoginDefaultPresenter.view owns its View; a Presenter must hold its View weakly, or the two keep each other alive"
                ],
                fixed: """
                    protocol LoginView: AnyObject {}
                    final class LoginDefaultView: LoginView {}
                    final class LoginDefaultPresenter {
                        weak var view: LoginDefaultView?
                        init(view: LoginDefaultView) { self.view = view }
                    }
                    """),
            RuleExample(
                """
                final class LoginDefaultRouter {
                    ↓var viewController: UIViewController?
                }
                """,
                messages: [
                    "LoginDefaultRouter.viewController owns its View; a Router must hold its View weakly, or the two keep each other alive"
                ],
                fixed: """
                    final class LoginDefaultRouter {
                        weak var viewController: UIViewController?
                    }
                    """),
        ],
        nonTriggering: [
            // Weak whatever other modifiers an outlet has.
            RuleExample(
                """
                final class LoginDefaultView: UIView {}
                final class LoginDefaultPresenter {
                    @IBOutlet private weak var view: LoginDefaultView!
                    func attach(_ view: LoginDefaultView) { self.view = view }
                }
                """),
            // Held only until first shown: the wireframe lets go of its view controller then.
            RuleExample(
                """
                class BaseWireframe {
                    private unowned var _viewController: UIViewController
                    private var temporaryStoredViewController: UIViewController?
                    init(viewController: UIViewController) {
                        temporaryStoredViewController = viewController
                        _viewController = viewController
                    }
                }
                extension BaseWireframe {
                    var viewController: UIViewController {
                        defer { temporaryStoredViewController = nil }
                        return _viewController
                    }
                }
                """),
            // A test double in a test target holds what it spies on.
            RuleExample(files: [
                (
                    "LoginTests/LoginDefaultRouterSpy.swift",
                    """
                    final class LoginDefaultRouter {
                        var viewController: UIViewController?
                    }
                    """
                )
            ]),
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                final class LoginDefaultInteractor {
                    weak var presenter: (any LoginPresenter)?
                }
                """),
            RuleExample(
                """
                protocol LoginView: AnyObject {}
                final class LoginDefaultPresenter {
                    unowned let view: any LoginView
                    init(view: any LoginView) { self.view = view }
                }
                """),
            RuleExample(
                """
                protocol LoginView: AnyObject {}
                final class LoginDefaultPresenter {
                    weak var view: LoginView!
                }
                """),
            RuleExample(
                """
                protocol LoginPresenter: AnyObject {}
                protocol LoginRouter {
                    var presenter: LoginPresenter { get }
                }
                """),
            RuleExample(
                """
                protocol LoginView: AnyObject {}
                final class LoginDefaultPresenter {
                    var view: (any LoginView)? { nil }
                    static var shared: (any LoginView)?
                }
                extension LoginDefaultPresenter {
                    var firstView: (any LoginView)? { view }
                }
                """),
            RuleExample(
                """
                final class LoginDefaultRouter {
                    func open() {
                        let viewController = UIViewController()
                        show(viewController)
                    }
                    func show(_ viewController: UIViewController) {}
                }
                """),
            RuleExample(
                """
                struct LoginView {}
                final class LoginDefaultPresenter {
                    let view: LoginView
                    init(view: LoginView) { self.view = view }
                }
                """),
        ]
    )

    func check(_ index: FactIndex) -> [Finding] {
        OwnershipEdge.all(in: index).compactMap { edge in
            guard edge.property.ownership.owns, !edge.holder.isReleasedAfterUse(edge.property),
                let target = edge.target(requiring: .weak, unlessAlso: .strong)
            else { return nil }
            let consequence =
                index.isNeverSet(edge.property, declaredIn: edge.holder, holder: edge.holder.name)
                ? " (no code sets it on a \(edge.holder.simpleName) yet; once set, the two would keep each other alive)"
                : ", or the two keep each other alive"
            return edge.finding(
                of: Self.self,
                "\(edge.propertyName) owns its \(target.role); \(OwnershipEdge.article(edge.holderRole.role)) must hold its \(target.role) weakly"
                    + consequence
            )
        }
    }
}
