import UIKit

final class SearchRouter {
    weak var viewController: UIViewController?
}

extension SearchRouter: DialogRouter {
    func present(_ controller: UIViewController) {
        viewController?.present(controller, animated: true)
    }

    func dismiss() {
        viewController?.dismiss(animated: true)
    }
}
