final class FeedScreen: Refreshable {
    let model: FeedModel

    init(model: FeedModel) {
        self.model = model
    }

    func refresh() {}
}
