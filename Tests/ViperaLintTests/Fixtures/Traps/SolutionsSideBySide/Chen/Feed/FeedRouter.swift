final class FeedRouter: FeedRouterType {
    func close() {}
}
