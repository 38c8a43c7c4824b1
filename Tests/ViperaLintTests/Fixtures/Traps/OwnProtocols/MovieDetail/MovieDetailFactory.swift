// A slip: the builder is named off the role it plays.
final class MovieDetailFactory: MovieDetailBuilder {
    func build() -> MovieDetailViewController { MovieDetailViewController() }
}
