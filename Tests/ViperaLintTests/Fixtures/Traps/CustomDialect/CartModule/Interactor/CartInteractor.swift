protocol CartInteractorInterface: AnyObject {
    var title: String { get }
}

final class CartInteractor: CartInteractorInterface {
    let title = "Cart"
}
