import UIKit

protocol CartRouterInterface: AnyObject {
    func close()
}

final class CartRouter: CartRouterInterface {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
