/// Breaks the BC rules: owns the view controller and keeps the business controllers itself.
final class CheckoutCommunicationCenter {
    var viewController: CheckoutViewController?
    var listeners: [any CheckoutBusinessController] = []

    func broadcast() {}
}
