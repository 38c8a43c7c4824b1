final class PhotosInteractor: PhotosInteractorOutput {
    var worker: PhotosWorkerOutput?
    weak var presenter: PhotosPresenterInput?

    func fetch() {
        worker?.load()
    }
}
