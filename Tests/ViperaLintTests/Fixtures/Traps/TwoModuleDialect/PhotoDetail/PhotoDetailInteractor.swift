final class PhotoDetailInteractor {}

extension PhotoDetailInteractor: PhotoDetailInteractorProtocolInput {
    func load() -> String { "PhotoDetail" }
}
