final class WishlistRouter: WishlistRouterProtocol {
    func close() {}
}
