final class SettingsRouter {
    func close() {}
}
