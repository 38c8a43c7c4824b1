final class OrdersRouter: OrdersRouterProtocol {
    func close() {}
}
