import UIKit

final class NewsRouter: NewsRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = NewsViewController()
        let router = NewsRouter()
        let presenter = NewsPresenter(view: view, interactor: NewsInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
