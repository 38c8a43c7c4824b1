final class CatalogPresenter: CatalogPresenterProtocol {
    weak var view: CatalogViewProtocol?
    var interactor: CatalogInteractorProtocol?
    var router: CatalogRouterProtocol?
    func didLoad() {}
}
