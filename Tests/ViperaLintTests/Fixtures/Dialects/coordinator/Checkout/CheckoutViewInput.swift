protocol CheckoutViewInput: AnyObject {
    func show(total: String)
}
