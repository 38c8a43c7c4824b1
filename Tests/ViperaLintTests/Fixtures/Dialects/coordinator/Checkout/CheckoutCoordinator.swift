import UIKit

final class CheckoutCoordinator: CheckoutModuleOutput {
    let navigationController: UINavigationController
    /// Broken: a coordinator keeps the module's view controller it pushed.
    var checkoutViewController: CheckoutViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let view = CheckoutViewController()
        let presenter = CheckoutPresenter()
        view.output = presenter
        presenter.view = view
        presenter.moduleOutput = self
        checkoutViewController = view
        navigationController.pushViewController(view, animated: true)
    }

    func checkoutDidPay() {
        navigationController.popViewController(animated: true)
    }
}
