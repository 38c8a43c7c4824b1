final class CheckoutRouter: CheckoutRouterProtocol {
    func close() {}
}
