final class DefaultSearchPresenter: SearchPresenterProtocol {
    weak var view: (any SearchView)?
}
