import UIKit

final class WalletRouter: WalletRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = WalletViewController()
        let router = WalletRouter()
        let presenter = WalletPresenter(view: view, interactor: WalletInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
