import UIKit

final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension ProfileViewController: ProfileViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
