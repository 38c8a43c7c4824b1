import UIKit

final class LoginViewController: UIViewController {
    var presenter: LoginPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension LoginViewController: LoginViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
