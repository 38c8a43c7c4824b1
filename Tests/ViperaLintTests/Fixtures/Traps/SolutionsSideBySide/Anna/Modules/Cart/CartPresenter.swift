final class CartPresenter: CartPresenterProtocol {
    weak var view: CartViewProtocol?
    var interactor: CartInteractorProtocol?
    var router: CartRouterProtocol?
    func didLoad() {}
}
