import UIKit

protocol SearchPresenterOutputInterface: AnyObject {
    func show(title: String)
}

final class SearchController: UIViewController {
    var presenter: SearchPresenterInterface?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension SearchController: SearchPresenterOutputInterface {
    func show(title: String) {
        self.title = title
    }
}
