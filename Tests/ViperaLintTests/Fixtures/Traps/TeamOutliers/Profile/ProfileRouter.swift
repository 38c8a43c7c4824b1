import UIKit

final class ProfileRouter: ProfileRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = ProfileViewController()
        let router = ProfileRouter()
        let presenter = ProfilePresenter(view: view, interactor: ProfileInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
