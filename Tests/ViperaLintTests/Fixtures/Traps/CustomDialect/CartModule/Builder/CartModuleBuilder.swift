import UIKit

enum CartModuleBuilder {
    static func build() -> UIViewController {
        let view = CartController()
        let router = CartRouter()
        let presenter = CartPresenter(view: view, interactor: CartInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
