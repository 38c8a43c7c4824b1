import UIKit

protocol HomeBuilder {
    func build() -> UIViewController
}

final class HomeDefaultBuilder: HomeBuilder {
    func build() -> UIViewController {
        let router = HomeDefaultRouter()
        let presenter = HomeDefaultPresenter(interactor: HomeDefaultInteractor(), router: router)
        let view = HomeDefaultView()
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
