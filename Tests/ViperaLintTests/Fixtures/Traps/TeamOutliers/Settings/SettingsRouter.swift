import UIKit

final class SettingsRouter {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = SettingsViewController()
        let router = SettingsRouter()
        let presenter = SettingsPresenter(view: view, interactor: SettingsInteractor(), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
