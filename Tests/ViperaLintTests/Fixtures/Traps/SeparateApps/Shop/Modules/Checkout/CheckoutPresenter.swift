final class CheckoutPresenter: CheckoutPresenterProtocol {
    weak var view: CheckoutViewProtocol?
    var interactor: CheckoutInteractorProtocol?
    var router: CheckoutRouterProtocol?
    func didLoad() {}
}
