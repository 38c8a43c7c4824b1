import UIKit

protocol IFeedRouter {
    func close()
}

final class FeedRouter: IFeedRouter {
    weak var viewController: UIViewController?

    func close() {}
}
