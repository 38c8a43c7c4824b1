import UIKit

final class DetailRouter: DetailRouterProtocol {
    weak var viewController: DetailViewController?
    var presenter: DetailPresenterProtocol?

    static func createModule() -> DetailViewController {
        let view = DetailViewController()
        let interactor = DetailInteractor()
        let router = DetailRouter()
        let presenter = DetailPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
