import UIKit

protocol SettingsRouter: AnyObject {
    func close()
}

final class SettingsDefaultRouter: SettingsRouter {
    weak var viewController: UIViewController?

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
