protocol Refreshable: AnyObject {
    func refresh()
}

final class FeedModel {
    private var listeners: [Refreshable] = []

    func start() {
        listeners.append(FeedCache())
    }
}
