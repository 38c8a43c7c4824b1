final class WishlistService: WishlistInteractorProtocol {
    func fetch() {}
}
