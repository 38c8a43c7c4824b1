final class OrdersInteractor: OrdersInteractorProtocol {
    func load() -> String { "" }
}
