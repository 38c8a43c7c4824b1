final class PhotoListPresenter {
    weak var view: PhotoListViewControllerProtocol?
    var interactor: PhotoListInteractorProtocolInput?
    var router: PhotoListRouterWireframe?
}

extension PhotoListPresenter: PhotoListPresenterProtocolInput {
    func viewDidLoad() {
        view?.show(title: interactor?.load() ?? "")
    }
}
