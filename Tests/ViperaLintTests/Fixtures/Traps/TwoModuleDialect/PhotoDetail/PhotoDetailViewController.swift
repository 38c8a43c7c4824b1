import UIKit

final class PhotoDetailViewController: UIViewController {
    var presenter: PhotoDetailPresenterProtocolInput?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension PhotoDetailViewController: PhotoDetailViewControllerProtocol {
    func show(title: String) {
        self.title = title
    }
}
