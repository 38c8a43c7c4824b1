final class MovieDetailViewController: MovieDetailViewing {
    var presenter: MovieDetailPresenting?
    func show(_ title: String) {}
}
