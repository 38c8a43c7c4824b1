final class MovieListRouter: MovieListRouting {
    func showDetail() {}
}
