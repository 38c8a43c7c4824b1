import UIKit

protocol SearchView: AnyObject {
    func show()
}

final class SearchViewController: UIViewController, SearchView {
    var presenter: SearchPresenter?

    func show() {}
}
