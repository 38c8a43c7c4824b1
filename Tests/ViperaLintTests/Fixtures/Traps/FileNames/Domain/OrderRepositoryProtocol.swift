protocol OrderRepository {
    func orderCount() -> Int
}
