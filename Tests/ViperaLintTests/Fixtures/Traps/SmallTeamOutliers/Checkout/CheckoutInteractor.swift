final class CheckoutInteractor: CheckoutInteractorProtocol {
    let title = "Checkout"
}
