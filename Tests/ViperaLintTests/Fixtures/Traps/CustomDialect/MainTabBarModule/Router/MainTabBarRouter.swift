import UIKit

protocol MainTabBarRouterInterface: AnyObject {
    func close()
}

final class MainTabBarRouter: MainTabBarRouterInterface {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
