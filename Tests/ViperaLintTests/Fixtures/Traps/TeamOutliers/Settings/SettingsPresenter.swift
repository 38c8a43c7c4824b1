final class SettingsPresenter {
    weak var view: SettingsViewProtocol?
    private let interactor: SettingsInteractorProtocol
    private let router: SettingsRouter

    init(view: SettingsViewProtocol, interactor: SettingsInteractorProtocol, router: SettingsRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension SettingsPresenter: SettingsPresenterProtocol {
    func viewDidLoad() {
        view?.show(title: interactor.title)
    }
}
