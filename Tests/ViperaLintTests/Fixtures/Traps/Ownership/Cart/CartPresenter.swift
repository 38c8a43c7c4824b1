final class CartPresenter {
    let interactor: CartInteractor

    init(interactor: CartInteractor) {
        self.interactor = interactor
    }
}
