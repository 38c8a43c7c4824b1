import UIKit

final class CartRouter {
    weak var viewController: UIViewController?
}
