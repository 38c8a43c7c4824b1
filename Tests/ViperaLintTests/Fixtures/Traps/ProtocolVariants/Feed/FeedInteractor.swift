final class FeedInteractor: FeedInteractorProtocol {
    let title = "Feed"
}
