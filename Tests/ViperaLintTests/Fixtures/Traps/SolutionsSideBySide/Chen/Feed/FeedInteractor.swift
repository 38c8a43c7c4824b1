final class FeedInteractor: FeedInteractorType {
    func load() -> String { "" }
}
