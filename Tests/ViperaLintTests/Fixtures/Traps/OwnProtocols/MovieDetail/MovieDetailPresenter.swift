final class MovieDetailPresenter: MovieDetailPresenting {
    weak var view: MovieDetailViewing?
    var interactor: MovieDetailInteractor?
    var router: MovieDetailRouting?
    func viewDidLoad() { view?.show(interactor?.title() ?? "") }
}
