import UIKit

protocol LoginPresenterOutputInterface: AnyObject {
    func show(title: String)
}

final class LoginController: UIViewController {
    var presenter: LoginPresenterInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension LoginController: LoginPresenterOutputInterface {
    func show(title: String) {
        self.title = title
    }
}
