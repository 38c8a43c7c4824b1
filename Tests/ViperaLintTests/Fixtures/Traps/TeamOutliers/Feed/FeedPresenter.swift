final class FeedPresenter {
    weak var view: FeedViewInput?
    private let interactor: FeedInteractorProtocol
    private let router: FeedRouterProtocol

    init(view: FeedViewInput, interactor: FeedInteractorProtocol, router: FeedRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension FeedPresenter: FeedPresenterProtocol {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
