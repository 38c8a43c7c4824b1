protocol SearchPresenterInterface: AnyObject {
    func viewDidLoad()
}

final class SearchPresenter {
    weak var view: SearchPresenterOutputInterface?
    private let interactor: SearchInteractorInterface
    private let router: SearchRouterInterface

    init(view: SearchPresenterOutputInterface, interactor: SearchInteractorInterface, router: SearchRouterInterface) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension SearchPresenter: SearchPresenterInterface {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
