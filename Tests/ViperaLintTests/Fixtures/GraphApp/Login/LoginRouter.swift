import UIKit

protocol LoginRouter: AnyObject {
    func close()
}

final class LoginDefaultRouter: LoginRouter {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
