final class CartInteractor: CartInteractorProtocol {
    func fetch() {}
}
