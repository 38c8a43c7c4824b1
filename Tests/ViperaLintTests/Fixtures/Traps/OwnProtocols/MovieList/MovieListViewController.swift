final class MovieListViewController: MovieListViewing {
    var presenter: MovieListPresenting?
    func show(_ titles: [String]) {}
}
