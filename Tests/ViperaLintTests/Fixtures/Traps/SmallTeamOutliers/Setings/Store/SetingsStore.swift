final class SettingsStore {
    private(set) var options: [SettingsOption] = []

    func toggle(_ title: String) {
        options = options.map { SettingsOption(title: $0.title, isOn: $0.title == title ? !$0.isOn : $0.isOn) }
    }
}
