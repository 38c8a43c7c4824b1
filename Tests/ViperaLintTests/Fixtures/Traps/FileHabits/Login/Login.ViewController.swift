import UIKit

final class LoginViewController: UIViewController, LoginView {
    var presenter: LoginPresenter?

    func show(error: String) {}
}
