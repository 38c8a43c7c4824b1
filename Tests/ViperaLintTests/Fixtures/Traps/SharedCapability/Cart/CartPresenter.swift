final class CartPresenter {
    weak var view: CartView?
    let interactor: CartInteractor
    let router: CartRouter

    init(interactor: CartInteractor, router: CartRouter) {
        self.interactor = interactor
        self.router = router
    }
}
