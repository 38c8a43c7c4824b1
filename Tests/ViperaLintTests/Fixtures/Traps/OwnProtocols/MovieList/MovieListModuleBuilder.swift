final class MovieListModuleBuilder: MovieListBuilder {
    func build() -> MovieListViewController { MovieListViewController() }
}
