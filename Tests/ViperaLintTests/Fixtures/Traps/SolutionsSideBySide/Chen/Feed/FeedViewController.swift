import UIKit

final class FeedViewController: UIViewController, FeedViewType {
    var presenter: FeedPresenterType?
    func show(title: String) {}
}
