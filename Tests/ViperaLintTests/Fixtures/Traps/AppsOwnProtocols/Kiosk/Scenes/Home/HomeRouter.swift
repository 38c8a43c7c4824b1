final class HomeRouter: HomeRouterType {
    func close() {}
}
