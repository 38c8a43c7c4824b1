import UIKit

final class WalletViewController: UIViewController {
    var presenter: WalletPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension WalletViewController: WalletViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
