final class MovieRepository {}

extension MovieRepository: MovieRepositoryProtocol {
    func movies() -> [String] { [] }
}
