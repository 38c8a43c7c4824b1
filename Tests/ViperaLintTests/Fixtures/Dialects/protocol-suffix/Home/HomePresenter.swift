final class HomePresenter: HomePresenterProtocol, HomeInteractorDelegate {
    weak var view: HomePresenterDelegate?
    var interactor: HomeInteractorProtocol?
    var router: HomeRouterProtocol?
}
