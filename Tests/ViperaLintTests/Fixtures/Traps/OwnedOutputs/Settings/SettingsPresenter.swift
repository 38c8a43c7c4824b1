protocol SettingsModuleOutput: AnyObject {}

final class SettingsPresenter {
    var moduleOutput: SettingsModuleOutput?
}
