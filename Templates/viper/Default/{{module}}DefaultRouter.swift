{% include "_includes/header.stencil" %}

import UIKit

/// Default {{ module }} router: navigates from the module's view controller.
@MainActor
final class {{ module }}DefaultRouter: {{ module }}Router {
    weak var viewController: UIViewController?
    weak var presenter: (any {{ module }}Presenter)?

    func close() {
        guard let viewController else { return }
        if let navigationController = viewController.navigationController,
           navigationController.viewControllers.first !== viewController {
            navigationController.popViewController(animated: true)
        } else {
            viewController.dismiss(animated: true)
        }
    }
}
