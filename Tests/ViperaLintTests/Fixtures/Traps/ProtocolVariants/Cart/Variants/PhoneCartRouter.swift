import UIKit

final class PhoneCartRouter: CartRouterProtocol {
    weak var navigationController: UINavigationController?

    func close() {
        navigationController?.popViewController(animated: true)
    }
}
