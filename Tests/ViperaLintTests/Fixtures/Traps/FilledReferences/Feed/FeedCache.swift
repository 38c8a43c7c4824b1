final class FeedCache: Refreshable {
    func refresh() {}
}
