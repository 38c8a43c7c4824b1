import UIKit

final class OrdersViewController: UIViewController, OrdersViewProtocol {
    var presenter: OrdersPresenterProtocol?
    func show(title: String) {}
}
