final class DependencyContainer: DependencyContaining {
    let repository: MovieRepositoryProtocol = MovieRepository()
}
