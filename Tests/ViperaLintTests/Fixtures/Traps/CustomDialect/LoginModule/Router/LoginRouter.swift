import UIKit

protocol LoginRouterInterface: AnyObject {
    func close()
}

final class LoginRouter: LoginRouterInterface {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
