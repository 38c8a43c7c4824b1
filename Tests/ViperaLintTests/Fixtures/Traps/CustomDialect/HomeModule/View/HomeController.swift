import UIKit

protocol HomePresenterOutputInterface: AnyObject {
    func show(title: String)
}

final class HomeController: UIViewController {
    var presenter: HomePresenterInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension HomeController: HomePresenterOutputInterface {
    func show(title: String) {
        self.title = title
    }
}
