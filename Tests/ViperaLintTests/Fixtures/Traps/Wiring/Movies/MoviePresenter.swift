final class MoviePresenter {
    let view: MovieCellProtocol?

    init(view: MovieCellProtocol?, title: String) {
        self.view = view
        view?.show(title: title)
    }
}
