import UIKit

protocol IFeedView: AnyObject {
    func show()
}

final class FeedViewController: UIViewController, IFeedView {
    var presenter: IFeedPresenter?

    func show() {}
}
