final class ArchivePresenter: ArchivePresenterProtocol {
    weak var view: ArchiveViewProtocol?
    var interactor: ArchiveInteractorProtocol?
    var router: ArchiveRouterProtocol?
    func didLoad() {}
}
