struct SettingsOption {
    let title: String
    let isOn: Bool
}
