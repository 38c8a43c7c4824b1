import UIKit

enum HomeModuleBuilder {
    static func build() -> UIViewController {
        let view = HomeController()
        let router = HomeRouter()
        let presenter = HomePresenter(view: view, interactor: HomeInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
