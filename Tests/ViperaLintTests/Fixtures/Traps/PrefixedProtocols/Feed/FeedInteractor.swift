protocol IFeedInteractor {
    func load()
}

final class FeedInteractor: IFeedInteractor {
    func load() {}
}
