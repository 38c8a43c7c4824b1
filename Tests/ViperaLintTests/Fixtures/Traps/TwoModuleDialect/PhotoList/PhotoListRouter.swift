import UIKit

final class PhotoListRouter: PhotoListRouterWireframe {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = PhotoListViewController()
        let presenter = PhotoListPresenter()
        let router = PhotoListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PhotoListInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
