protocol HomePresenterInterface: AnyObject {
    func viewDidLoad()
}

final class HomePresenter {
    weak var view: HomePresenterOutputInterface?
    private let interactor: HomeInteractorInterface
    private let router: HomeRouterInterface

    init(view: HomePresenterOutputInterface, interactor: HomeInteractorInterface, router: HomeRouterInterface) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension HomePresenter: HomePresenterInterface {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
