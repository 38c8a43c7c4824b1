import UIKit

enum ProfileModuleBuilder {
    static func build() -> UIViewController {
        let view = ProfileController()
        let router = ProfileRouter()
        let presenter = ProfilePresenter(view: view, interactor: ProfileInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
