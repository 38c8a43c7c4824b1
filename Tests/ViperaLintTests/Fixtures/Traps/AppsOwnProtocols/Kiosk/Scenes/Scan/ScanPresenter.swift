final class ScanPresenter: ScanPresenterType {
    weak var view: ScanViewType?
    var interactor: ScanInteractorType?
    var router: ScanRouterType?
    func didLoad() {}
}
