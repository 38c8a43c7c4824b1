final class MovieDetailRouter: MovieDetailRouting {
    func close() {}
}
