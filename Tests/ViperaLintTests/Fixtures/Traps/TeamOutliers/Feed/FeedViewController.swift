import UIKit

final class FeedViewController: UIViewController {
    var presenter: FeedPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension FeedViewController: FeedViewInput {
    func show(title: String) {
        self.title = title
    }
}
