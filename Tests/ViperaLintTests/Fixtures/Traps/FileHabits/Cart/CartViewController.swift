import UIKit

final class CartViewController: UIViewController, CartView {
    var presenter: CartPresenter?

    func reload() {}
}
