import UIKit

protocol IProfileRouter {
    func close()
}

final class ProfileNavigator: IProfileRouter {
    weak var viewController: UIViewController?

    func close() {}
}
