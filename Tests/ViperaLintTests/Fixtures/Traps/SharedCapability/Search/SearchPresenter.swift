final class SearchPresenter {
    weak var view: SearchView?
    let interactor: SearchInteractor
    let router: SearchRouter

    init(interactor: SearchInteractor, router: SearchRouter) {
        self.interactor = interactor
        self.router = router
    }
}
