import UIKit

protocol SearchRouterInterface: AnyObject {
    func close()
}

final class SearchRouter: SearchRouterInterface {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
