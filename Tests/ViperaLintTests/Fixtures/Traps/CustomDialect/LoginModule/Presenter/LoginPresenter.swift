protocol LoginPresenterInterface: AnyObject {
    func viewDidLoad()
}

final class LoginPresenter {
    weak var view: LoginPresenterOutputInterface?
    private let interactor: LoginInteractorInterface
    private let router: LoginRouterInterface

    init(view: LoginPresenterOutputInterface, interactor: LoginInteractorInterface, router: LoginRouterInterface) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension LoginPresenter: LoginPresenterInterface {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
