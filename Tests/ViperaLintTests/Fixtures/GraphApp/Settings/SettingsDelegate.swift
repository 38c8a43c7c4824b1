/// What Settings tells the module that opened it.
protocol SettingsDelegate: AnyObject {
    func settingsDidChange()
}
