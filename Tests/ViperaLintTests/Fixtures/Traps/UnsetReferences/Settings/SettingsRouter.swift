final class SettingsRouter {
    var presenter: SettingsPresenter?

    init(presenter: SettingsPresenter) {
        self.presenter = presenter
    }
}
