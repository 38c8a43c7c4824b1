final class PhotoListInteractor {}

extension PhotoListInteractor: PhotoListInteractorProtocolInput {
    func load() -> String { "PhotoList" }
}
