import UIKit

protocol CartPresenterOutputInterface: AnyObject {
    func show(title: String)
}

final class CartController: UIViewController {
    var presenter: CartPresenterInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension CartController: CartPresenterOutputInterface {
    func show(title: String) {
        self.title = title
    }
}
