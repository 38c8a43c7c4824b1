import UIKit

final class HomeViewController: UIViewController {
    var presenter: HomePresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension HomeViewController: HomeViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
