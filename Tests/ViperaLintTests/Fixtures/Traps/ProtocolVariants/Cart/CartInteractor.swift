final class CartInteractor: CartInteractorProtocol {
    let title = "Cart"
}
