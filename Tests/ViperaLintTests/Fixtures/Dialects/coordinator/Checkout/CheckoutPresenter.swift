final class CheckoutPresenter: CheckoutViewOutput {
    weak var view: CheckoutViewInput?
    /// Broken: the coordinator owns this module's view, the view owns this presenter, and the
    /// presenter owns the coordinator back.
    var moduleOutput: CheckoutModuleOutput?

    func didTapPay() {
        moduleOutput?.checkoutDidPay()
    }
}
