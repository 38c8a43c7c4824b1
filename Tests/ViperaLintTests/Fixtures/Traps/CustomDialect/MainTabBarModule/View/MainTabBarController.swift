import UIKit

protocol MainTabBarPresenterOutputInterface: AnyObject {
    func show(title: String)
}

final class MainTabBarController: UIViewController {
    var presenter: MainTabBarPresenterInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension MainTabBarController: MainTabBarPresenterOutputInterface {
    func show(title: String) {
        self.title = title
    }
}
