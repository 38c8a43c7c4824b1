final class SettingsPresenter {
    var router: SettingsRouter?

    func start() {
        router = SettingsRouter(presenter: self)
    }
}
