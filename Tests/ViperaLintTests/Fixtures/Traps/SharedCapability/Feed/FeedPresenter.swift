final class FeedPresenter {
    weak var view: FeedView?
    let interactor: FeedInteractor
    let router: FeedRouter

    init(interactor: FeedInteractor, router: FeedRouter) {
        self.interactor = interactor
        self.router = router
    }
}
