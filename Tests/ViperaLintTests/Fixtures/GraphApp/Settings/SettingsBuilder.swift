import UIKit

protocol SettingsBuilder {
    func build(delegate: SettingsDelegate) -> UIViewController
}

final class SettingsDefaultBuilder: SettingsBuilder {
    func build(delegate: SettingsDelegate) -> UIViewController {
        let router = SettingsDefaultRouter()
        let presenter = SettingsDefaultPresenter(interactor: SettingsDefaultInteractor(), router: router)
        presenter.delegate = delegate
        let view = SettingsDefaultView()
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
