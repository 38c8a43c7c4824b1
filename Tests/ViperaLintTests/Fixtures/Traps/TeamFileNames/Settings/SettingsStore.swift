final class SettingsStore: SettingsStoring {
    func save() {}
}
