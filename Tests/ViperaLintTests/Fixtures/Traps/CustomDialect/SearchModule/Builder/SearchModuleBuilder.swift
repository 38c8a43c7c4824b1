import UIKit

enum SearchModuleBuilder {
    static func build() -> UIViewController {
        let view = SearchController()
        let router = SearchRouter()
        let presenter = SearchPresenter(view: view, interactor: SearchInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
