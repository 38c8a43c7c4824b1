import UIKit

final class SearchRouter: SearchRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = SearchViewController()
        let router = SearchRouter()
        let presenter = SearchPresenter(view: view, interactor: SearchInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
