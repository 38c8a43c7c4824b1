import UIKit

final class CheckoutViewController: UIViewController, CheckoutViewInput {
    var output: CheckoutViewOutput?

    func show(total: String) {}
}
