import UIKit

final class NewsViewController: UIViewController {
    var presenter: NewsPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension NewsViewController: NewsViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
