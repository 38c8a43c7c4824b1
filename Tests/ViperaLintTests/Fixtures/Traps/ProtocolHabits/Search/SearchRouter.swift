import UIKit

final class SearchRouter {
    weak var viewController: UIViewController?
}
