import UIKit

protocol HomeRouterInterface: AnyObject {
    func close()
}

final class HomeRouter: HomeRouterInterface {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
