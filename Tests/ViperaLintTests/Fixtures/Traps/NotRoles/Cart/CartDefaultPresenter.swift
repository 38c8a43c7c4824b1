import UIKit

final class CartDefaultPresenter: CartPresenter {
    weak var view: CartView?
    let interactor: CartInteractor
    let router: CartRouter

    init(interactor: CartInteractor, router: CartRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(total: interactor.total())
    }
}
