protocol PhotosInteractorOutput: AnyObject {
    func fetch()
}

protocol PhotosWorkerOutput: AnyObject {
    func load()
}

protocol PhotosPresenterInput: AnyObject {}
