final class EditorPresenter: EditorPresenterProtocol {
    weak var view: EditorViewProtocol?
    var interactor: EditorInteractorProtocol?
    var router: EditorRouterProtocol?
    func didLoad() {}
}
