protocol DependencyContaining {
    var repository: MovieRepositoryProtocol { get }
}
