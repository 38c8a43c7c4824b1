/// A part of the Checkout screen.
@MainActor
protocol CheckoutBusinessController: AnyObject {
    func viewDidLoad()
}
