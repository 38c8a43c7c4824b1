protocol SettingsInteractor: AnyObject {
    func toggle() -> Bool
}

final class SettingsDefaultInteractor: SettingsInteractor {
    private var isOn = false

    func toggle() -> Bool {
        isOn.toggle()
        return isOn
    }
}
