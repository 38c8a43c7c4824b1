import UIKit

protocol ILoginView: AnyObject {
    func show()
}

final class LoginViewController: UIViewController, ILoginView {
    var presenter: ILoginPresenter?

    func show() {}
}
