protocol ProfilePresenterInterface: AnyObject {
    func viewDidLoad()
}

final class ProfilePresenter {
    weak var view: ProfilePresenterOutputInterface?
    private let interactor: ProfileInteractorInterface
    private let router: ProfileRouterInterface

    init(view: ProfilePresenterOutputInterface, interactor: ProfileInteractorInterface, router: ProfileRouterInterface) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension ProfilePresenter: ProfilePresenterInterface {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
