import UIKit

final class SearchViewController: UIViewController {
    var presenter: SearchPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension SearchViewController: SearchViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
