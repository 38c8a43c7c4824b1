final class PhotosWorker: PhotosWorkerOutput {
    weak var interactor: PhotosInteractor?

    func load() {}
}
