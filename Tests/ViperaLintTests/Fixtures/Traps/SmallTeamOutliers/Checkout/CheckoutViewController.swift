import UIKit

final class CheckoutViewController: UIViewController {
    var presenter: CheckoutPresenterProtcol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension CheckoutViewController: CheckoutViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
