final class CheckoutInteractor: CheckoutInteractorProtocol {
    func fetch() {}
}
