final class FeedPresenter: FeedPresenterType {
    weak var view: FeedViewType?
    var interactor: FeedInteractorType?
    var router: FeedRouterType?
    func didLoad() {}
}
