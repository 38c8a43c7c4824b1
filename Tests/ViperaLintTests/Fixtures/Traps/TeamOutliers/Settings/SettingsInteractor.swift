final class SettingsInteractor: SettingsInteractorProtocol {
    let title = "Settings"
}
