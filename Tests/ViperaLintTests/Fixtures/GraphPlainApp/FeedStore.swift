/// The feed's items, with the screen that shows them.
final class FeedStore {
    let images = ImageCache()
    weak var screen: FeedViewController?
}
