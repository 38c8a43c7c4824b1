import UIKit

final class FeedRouter: FeedRouterProtocol {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = FeedViewController()
        let router = FeedRouter()
        let presenter = FeedPresenter(view: view, interactor: FeedInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
