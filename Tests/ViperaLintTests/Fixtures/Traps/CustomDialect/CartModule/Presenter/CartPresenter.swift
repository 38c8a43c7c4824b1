protocol CartPresenterInterface: AnyObject {
    func viewDidLoad()
}

final class CartPresenter {
    weak var view: CartPresenterOutputInterface?
    private let interactor: CartInteractorInterface
    private let router: CartRouterInterface

    init(view: CartPresenterOutputInterface, interactor: CartInteractorInterface, router: CartRouterInterface) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension CartPresenter: CartPresenterInterface {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
