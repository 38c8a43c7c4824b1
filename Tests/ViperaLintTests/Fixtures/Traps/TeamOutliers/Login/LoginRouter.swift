import UIKit

final class LoginRouter: LoginRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = LoginViewController()
        let router = LoginRouter()
        let presenter = LoginPresenter(view: view, interactor: LoginInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
