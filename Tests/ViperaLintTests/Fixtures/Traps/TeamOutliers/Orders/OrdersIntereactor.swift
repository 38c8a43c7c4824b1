final class OrdersIntereactor: OrdersInteractorProtocol {
    let title = "Orders"
}
