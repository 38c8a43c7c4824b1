/// Follows the rules: holds the screen weakly and talks through the communication center.
final class CheckoutPaymentBusinessController: CheckoutBusinessController {
    weak var viewController: CheckoutViewController?

    func viewDidLoad() {
        viewController?.communicationCenter?.broadcast()
    }
}
