import UIKit

protocol ProfileRouterInterface: AnyObject {
    func close()
}

final class ProfileRouter: ProfileRouterInterface {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
