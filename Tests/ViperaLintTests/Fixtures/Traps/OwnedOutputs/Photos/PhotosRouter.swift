final class PhotosRouter {
    static func build() -> PhotosPresenter {
        let worker = PhotosWorker()
        let interactor = PhotosInteractor()
        let presenter = PhotosPresenter()
        presenter.interactor = interactor
        interactor.presenter = presenter
        interactor.worker = worker
        worker.interactor = interactor
        return presenter
    }
}
