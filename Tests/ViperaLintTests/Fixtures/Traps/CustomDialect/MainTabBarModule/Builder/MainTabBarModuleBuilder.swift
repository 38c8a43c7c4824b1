import UIKit

enum MainTabBarModuleBuilder {
    static func build() -> UIViewController {
        let view = MainTabBarController()
        let router = MainTabBarRouter()
        let presenter = MainTabBarPresenter(view: view, interactor: MainTabBarIntereactor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
