import UIKit

final class PhotoDetailRouter: PhotoDetailRouterWireframe {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = PhotoDetailViewController()
        let presenter = PhotoDetailPresenter()
        let router = PhotoDetailRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PhotoDetailInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
