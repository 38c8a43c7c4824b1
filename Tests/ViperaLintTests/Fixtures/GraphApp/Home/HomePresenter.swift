protocol HomePresenter: AnyObject {
    func didTapLogin()
    func didTapSettings()
}

final class HomeDefaultPresenter: HomePresenter, SettingsDelegate {
    weak var view: HomeView?
    let interactor: HomeInteractor
    let router: HomeRouter

    init(interactor: HomeInteractor, router: HomeRouter) {
        self.interactor = interactor
        self.router = router
    }

    func didTapLogin() {
        router.openLogin()
    }

    func didTapSettings() {
        router.openSettings(delegate: self)
    }

    func settingsDidChange() {
        view?.show(greeting: interactor.greeting())
    }
}
