/// Breaks the BC rules: owns its view controller and talks to another business controller directly.
final class CheckoutCartBusinessController: CheckoutBusinessController {
    var viewController: CheckoutViewController?
    private let payment = CheckoutPaymentBusinessController()

    func viewDidLoad() {
        payment.viewDidLoad()
    }
}
