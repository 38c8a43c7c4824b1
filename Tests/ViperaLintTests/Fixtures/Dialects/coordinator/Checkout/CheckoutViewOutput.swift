protocol CheckoutViewOutput: AnyObject {
    func didTapPay()
}
