import UIKit

final class OrdersRouter: OrdersRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = OrdersViewController()
        let router = OrdersRouter()
        let presenter = OrdersPresenter(view: view, interactor: OrdersIntereactor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
