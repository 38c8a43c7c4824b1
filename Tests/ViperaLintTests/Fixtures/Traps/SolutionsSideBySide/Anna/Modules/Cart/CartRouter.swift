final class CartRouter: CartRouterProtocol {
    func close() {}
}
