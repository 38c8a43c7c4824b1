import UIKit

final class FeedViewController: UIViewController, FeedViewProtocol {
    var presenter: FeedPresenterProtocol?

    func show(title: String) {
        self.title = title
    }
}
