final class CartPresenter: CartPresenterProtocol {
    weak var view: CartViewProtocol?
    private let interactor: CartInteractorProtocol
    private let router: CartRouterProtocol

    init(view: CartViewProtocol, interactor: CartInteractorProtocol, router: CartRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
