final class NewsPresenter {
    weak var view: NewsViewProtocol?
    private let interactor: NewsInteractorProtocol
    private let router: NewsRouterProtocol

    init(view: NewsViewProtocol, interactor: NewsInteractorProtocol, router: NewsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension NewsPresenter: NewsPresenterProtocol {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
