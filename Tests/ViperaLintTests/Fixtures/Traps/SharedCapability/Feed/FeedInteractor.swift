final class FeedInteractor {
    func load() {}
}
