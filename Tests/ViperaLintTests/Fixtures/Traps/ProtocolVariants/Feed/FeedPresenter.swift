final class FeedPresenter: FeedPresenterProtocol {
    weak var view: FeedViewProtocol?
    private let interactor: FeedInteractorProtocol
    private let router: FeedRouterProtocol

    init(view: FeedViewProtocol, interactor: FeedInteractorProtocol, router: FeedRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
