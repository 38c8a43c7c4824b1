import UIKit

final class OrdersViewController: UIViewController {
    var presenter: OrdersPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension OrdersViewController: OrdersViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
