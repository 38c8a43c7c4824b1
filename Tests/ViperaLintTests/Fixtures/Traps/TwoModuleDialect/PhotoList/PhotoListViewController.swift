import UIKit

final class PhotoListViewController: UIViewController {
    var presenter: PhotoListPresenterProtocolInput?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension PhotoListViewController: PhotoListViewControllerProtocol {
    func show(title: String) {
        self.title = title
    }
}
