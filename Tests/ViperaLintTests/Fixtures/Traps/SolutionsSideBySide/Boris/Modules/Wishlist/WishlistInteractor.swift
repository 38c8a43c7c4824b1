final class WishlistInteractor: WishlistInteractorProtocol {
    func load() -> String { "" }
}
