import UIKit

enum LoginModuleBuilder {
    static func build() -> UIViewController {
        let view = LoginController()
        let router = LoginRouter()
        let presenter = LoginPresenter(view: view, interactor: LoginInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
