protocol SettingsPresenter: AnyObject {
    func didToggle()
}

final class SettingsDefaultPresenter: SettingsPresenter {
    weak var view: SettingsView?
    weak var delegate: SettingsDelegate?
    let interactor: SettingsInteractor
    let router: SettingsRouter

    init(interactor: SettingsInteractor, router: SettingsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func didToggle() {
        view?.show(isOn: interactor.toggle())
        delegate?.settingsDidChange()
    }
}
