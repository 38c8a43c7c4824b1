final class HomePresenter: HomePresenterType {
    weak var view: HomeViewType?
    var interactor: HomeInteractorType?
    var router: HomeRouterType?
    func didLoad() {}
}
