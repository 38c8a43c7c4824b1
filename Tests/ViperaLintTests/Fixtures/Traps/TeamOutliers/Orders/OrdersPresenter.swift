final class OrdersPresenter {
    weak var view: OrdersViewProtocol?
    private let interactor: OrdersInteractorProtocol
    private let router: OrdersRouterProtocol

    init(view: OrdersViewProtocol, interactor: OrdersInteractorProtocol, router: OrdersRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension OrdersPresenter: OrdersPresenterProtocol {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
