import ViperaCore

/// The examples of `reference-cycle` whose references hold a type the code does not write next
/// to them: inferred from the initial value (see `InitialValueType`), or a generic parameter of a
/// base class (see `GenericSubstitution`).
extension ReferenceCycleRule {
    /// Code the rule reports.
    static let inferredTypeExamples: [RuleExample] = [
        // A view controller taken from a storyboard holds the type it is cast to.
        RuleExample(
            """
            final class LoginViewController: UIViewController {
                var presenter: LoginPresenter?
            }
            final class LoginPresenter {
                ↓lazy var view = UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: "Login") as! LoginViewController
                func start() {
                    view.presenter = self
                }
            }
            """,
            messages: [
                "strong reference cycle: LoginPresenter.view → LoginViewController.presenter → LoginPresenter; make LoginPresenter.view weak"
            ]),
        // A nested type constructed with its namespace, and a view built by a closure called in
        // place, behind `try`.
        RuleExample(
            """
            enum Feed {
                final class ViewController: UIViewController {
                    var presenter: FeedPresenter?
                }
                final class HeaderView: UIView {
                    var presenter: FeedPresenter?
                }
            }
            final class FeedPresenter {
                ↓var view = Feed.ViewController()
                ↓lazy var header = {
                    let header = try! Feed.HeaderView(coder: NSCoder())!
                    return header
                }()
                func start() {
                    view.presenter = self
                    header.presenter = self
                }
            }
            """,
            messages: [
                "strong reference cycle: FeedPresenter.view → ViewController.presenter → FeedPresenter; make FeedPresenter.view weak (1 of 2 references that break the 2 cycles among 3 classes: FeedPresenter, HeaderView, ViewController)",
                "strong reference cycle: FeedPresenter.header → HeaderView.presenter → FeedPresenter; make FeedPresenter.header weak (1 of 2 references that break the 2 cycles among 3 classes: FeedPresenter, HeaderView, ViewController)",
            ]),
        // A base presenter's `view`, a generic parameter, holds the view the subclass names.
        RuleExample(
            files: [
                (
                    "BasePresenter.swift",
                    """
                    class BasePresenter<View> {
                        ↓var view: View?
                    }
                    class BaseViewController<Presenter>: UIViewController {
                        var presenter: Presenter?
                    }
                    """
                ),
                (
                    "Login.swift",
                    """
                    protocol LoginViewInput: AnyObject {}
                    protocol LoginViewOutput: AnyObject {}
                    final class LoginViewController: BaseViewController<LoginViewOutput>, LoginViewInput {}
                    final class LoginPresenter: BasePresenter<LoginViewInput>, LoginViewOutput {}
                    enum LoginBuilder {
                        static func build() -> UIViewController {
                            let view = LoginViewController()
                            let presenter = LoginPresenter()
                            view.presenter = presenter
                            presenter.view = view
                            return view
                        }
                    }
                    """
                ),
            ],
            messages: [
                "strong reference cycle: BasePresenter.view → BaseViewController.presenter → LoginPresenter; LoginBuilder hands LoginPresenter to what LoginPresenter.view holds (Login.swift:10): make BasePresenter.view weak"
            ]),
        // A generic presenter's `view` holds what satisfies its constraint.
        RuleExample(
            """
            protocol CartView: AnyObject {}
            final class CartViewController: UIViewController, CartView {
                var presenter: CartPresenter<CartViewController>?
            }
            final class CartPresenter<V> where V: CartView {
                ↓var view: V?
            }
            enum CartBuilder {
                static func build() -> UIViewController {
                    let view = CartViewController()
                    let presenter = CartPresenter<CartViewController>()
                    view.presenter = presenter
                    presenter.view = view
                    return view
                }
            }
            """,
            messages: [
                "strong reference cycle: CartPresenter.view → CartViewController.presenter → CartPresenter; CartBuilder hands CartPresenter to what CartPresenter.view holds (Example.swift:13): make CartPresenter.view weak"
            ]),
    ]

    /// The traps: the same ways of writing a reference, where nothing closes a cycle.
    static let inferredTypeTraps: [RuleExample] = [
        // The view a closure builds holds its presenter weakly; the cast is to a struct.
        RuleExample(
            """
            struct LoginSettings {
                var remember: Bool
            }
            final class LoginView: UIView {
                weak var presenter: LoginPresenter?
            }
            final class LoginPresenter {
                lazy var view = {
                    let view = LoginView()
                    view.presenter = self
                    return view
                }()
                var settings = UserDefaults.standard.object(forKey: "login") as! LoginSettings
            }
            """),
        // The base presenter holds its view weakly; the interactor parameter is a value.
        RuleExample(
            """
            class BasePresenter<View: AnyObject, Interactor> {
                weak var view: View?
                let interactor: Interactor
                init(interactor: Interactor) {
                    self.interactor = interactor
                }
            }
            struct LoginInteractor {}
            protocol LoginViewInput: AnyObject {}
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginPresenter?
            }
            final class LoginPresenter: BasePresenter<LoginViewInput, LoginInteractor> {}
            enum LoginBuilder {
                static func build() -> UIViewController {
                    let view = LoginViewController()
                    let presenter = LoginPresenter(interactor: LoginInteractor())
                    view.presenter = presenter
                    presenter.view = view
                    return view
                }
            }
            """),
        // A generic parameter without constraint, which a subclass does not pass, holds nothing
        // the code can name.
        RuleExample(
            """
            class Box<Value> {
                var value: Value?
            }
            final class Screen: UIViewController {
                var box: Box<Screen>?
            }
            """),
    ]
}
