final class OrdersPresenter: OrdersPresenterProtocol {
    weak var view: OrdersViewProtocol?
    var interactor: OrdersInteractorProtocol?
    var router: OrdersRouterProtocol?
    func didLoad() {}
}
