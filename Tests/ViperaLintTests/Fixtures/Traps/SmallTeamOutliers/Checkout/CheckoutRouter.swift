import UIKit

final class CheckoutRouter: CheckoutRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = CheckoutViewController()
        let router = CheckoutRouter()
        let presenter = CheckoutPresenter(view: view, interactor: CheckoutInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
