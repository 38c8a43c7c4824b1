final class WishlistPresenter: WishlistPresenterProtocol {
    weak var view: WishlistViewProtocol?
    var interactor: WishlistInteractorProtocol?
    var router: WishlistRouterProtocol?
    func didLoad() {}
}
