final class OrderRepositoryImpl: OrderRepository {
    func orderCount() -> Int { 0 }
}
