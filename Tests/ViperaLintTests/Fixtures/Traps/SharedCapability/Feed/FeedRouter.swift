import UIKit

final class FeedRouter {
    weak var viewController: UIViewController?
}
