final class SearchPresenter {
    weak var view: SearchViewProtocol?
    private let interactor: SaerchInteractorProtocol
    private let router: SearchRouterProtocol

    init(view: SearchViewProtocol, interactor: SaerchInteractorProtocol, router: SearchRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension SearchPresenter: SearchPresenterProtocol {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
