import UIKit

protocol ProfilePresenterOutputInterface: AnyObject {
    func show(title: String)
}

final class ProfileController: UIViewController {
    var presenter: ProfilePresenterInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension ProfileController: ProfilePresenterOutputInterface {
    func show(title: String) {
        self.title = title
    }
}
