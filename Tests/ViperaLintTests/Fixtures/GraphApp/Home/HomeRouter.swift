import UIKit

protocol HomeRouter: AnyObject {
    func openLogin()
    func openSettings(delegate: SettingsDelegate)
}

final class HomeDefaultRouter: HomeRouter {
    weak var viewController: UIViewController?

    func openLogin() {
        viewController?.present(LoginDefaultBuilder().build(), animated: true)
    }

    func openSettings(delegate: SettingsDelegate) {
        let settings = SettingsDefaultBuilder().build(delegate: delegate)
        viewController?.navigationController?.pushViewController(settings, animated: true)
    }
}
