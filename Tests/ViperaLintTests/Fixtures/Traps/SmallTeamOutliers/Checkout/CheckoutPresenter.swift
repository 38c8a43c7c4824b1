final class CheckoutPresenter {
    weak var view: CheckoutViewProtocol?
    private let interactor: CheckoutInteractorProtocol
    private let router: CheckoutRouterProtocol

    init(view: CheckoutViewProtocol, interactor: CheckoutInteractorProtocol, router: CheckoutRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension CheckoutPresenter: CheckoutPresenterProtcol {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
