import UIKit

final class CartRouter: CartRouterProtocol {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
