final class DetailPresenter: DetailPresenterProtocol, DetailInteractorOutput {
    weak var view: DetailViewProtocol?
    let interactor: DetailInteractorProtocol
    let router: DetailRouterProtocol

    init(view: DetailViewProtocol, interactor: DetailInteractorProtocol, router: DetailRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}
