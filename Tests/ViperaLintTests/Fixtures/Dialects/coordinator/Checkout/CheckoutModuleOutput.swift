protocol CheckoutModuleOutput: AnyObject {
    func checkoutDidPay()
}
