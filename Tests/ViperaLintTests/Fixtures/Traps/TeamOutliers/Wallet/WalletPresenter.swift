final class WalletPresenter {
    weak var view: WalletViewProtocol?
    private let interactor: WalletInteractorProtocol
    private let router: WalletRouterProtocol

    init(view: WalletViewProtocol, interactor: WalletInteractorProtocol, router: WalletRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension WalletPresenter: WalletPresenterProtocol {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
