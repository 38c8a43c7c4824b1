final class MovieListInteractor {}

extension MovieListInteractor: MovieListInteracting {
    func fetch() -> [String] { [] }
}
