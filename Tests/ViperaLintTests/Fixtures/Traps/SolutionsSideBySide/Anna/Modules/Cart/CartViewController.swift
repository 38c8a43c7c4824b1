import UIKit

final class CartViewController: UIViewController, CartViewProtocol {
    var presenter: CartPresenterProtocol?
    func show(title: String) {}
}
