protocol IFeedPresenter: AnyObject {
    func viewDidLoad()
}

final class FeedPresenter: IFeedPresenter {
    weak var view: IFeedView?
    let interactor: IFeedInteractor
    let router: IFeedRouter

    init(interactor: IFeedInteractor, router: IFeedRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {}
}
