protocol MainTabBarPresenterInterface: AnyObject {
    func viewDidLoad()
}

final class MainTabBarPresenter {
    weak var view: MainTabBarPresenterOutputInterface?
    private let interactor: MainTabBarInteractorInterface
    private let router: MainTabBarRouterInterface

    init(view: MainTabBarPresenterOutputInterface, interactor: MainTabBarInteractorInterface, router: MainTabBarRouterInterface) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension MainTabBarPresenter: MainTabBarPresenterInterface {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
