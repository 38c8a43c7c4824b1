final class PhotoDetailPresenter {
    weak var view: PhotoDetailViewControllerProtocol?
    var interactor: PhotoDetailInteractorProtocolInput?
    var router: PhotoDetailRouterWireframe?
}

extension PhotoDetailPresenter: PhotoDetailPresenterProtocolInput {
    func viewDidLoad() {
        view?.show(title: interactor?.load() ?? "")
    }
}
