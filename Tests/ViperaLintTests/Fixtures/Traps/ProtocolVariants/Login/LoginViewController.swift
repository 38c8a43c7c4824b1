import UIKit

final class LoginViewController: UIViewController, LoginViewProtocol {
    var presenter: LoginPresenterProtocol?

    func show(title: String) {
        self.title = title
    }
}
