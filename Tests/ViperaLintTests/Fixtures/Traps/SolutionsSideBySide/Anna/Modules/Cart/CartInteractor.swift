final class CartInteractor: CartInteractorProtocol {
    func load() -> String { "" }
}
