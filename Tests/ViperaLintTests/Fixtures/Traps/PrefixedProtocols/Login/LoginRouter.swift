import UIKit

protocol ILoginRouter {
    func close()
}

final class LoginRouter: ILoginRouter {
    weak var viewController: UIViewController?

    func close() {}
}
