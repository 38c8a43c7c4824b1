final class OrdersInteractor: OrdersInteractorProtocol {
    func fetch() {}
}
