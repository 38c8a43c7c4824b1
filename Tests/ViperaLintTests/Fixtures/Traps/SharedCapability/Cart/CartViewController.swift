import UIKit

protocol CartView: AnyObject {
    func show()
}

final class CartViewController: UIViewController, CartView {
    var presenter: CartPresenter?

    func show() {}
}
