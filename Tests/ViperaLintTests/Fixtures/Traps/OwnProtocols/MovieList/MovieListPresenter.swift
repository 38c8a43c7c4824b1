final class MovieListPresenter {
    weak var view: MovieListViewing?
    var interactor: MovieListInteracting?
    var router: MovieListRouting?
}

extension MovieListPresenter: MovieListPresenting {
    func viewDidLoad() { view?.show(interactor?.fetch() ?? []) }
}
