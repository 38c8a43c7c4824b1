import UIKit

protocol FeedView: AnyObject {
    func show()
}

final class FeedViewController: UIViewController, FeedView {
    var presenter: FeedPresenter?

    func show() {}
}
