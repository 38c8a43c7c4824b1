import UIKit

final class CartRouter: CartRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = CartViewController()
        let router = CartRouter()
        let presenter = CartPresenter(view: view, interactor: CartInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
