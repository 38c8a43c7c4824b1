import UIKit

protocol LoginView: AnyObject {
    func show(error: String)
}

final class LoginDefaultView: UIViewController, LoginView {
    var presenter: LoginPresenter?

    func show(error: String) {
        title = error
    }
}
