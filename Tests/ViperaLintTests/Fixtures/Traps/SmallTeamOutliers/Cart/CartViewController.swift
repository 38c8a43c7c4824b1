import UIKit

final class CartViewController: UIViewController {
    var presenter: CartPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension CartViewController: CartViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
