import UIKit

protocol LoginBuilder {
    func build() -> UIViewController
}

final class LoginDefaultBuilder: LoginBuilder {
    func build() -> UIViewController {
        let router = LoginDefaultRouter()
        let presenter = LoginDefaultPresenter(interactor: LoginDefaultInteractor(), router: router)
        let view = LoginDefaultView()
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
