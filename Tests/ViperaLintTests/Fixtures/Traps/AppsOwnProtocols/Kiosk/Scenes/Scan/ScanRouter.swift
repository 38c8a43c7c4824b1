final class ScanRouter: ScanRouterType {
    func close() {}
}
