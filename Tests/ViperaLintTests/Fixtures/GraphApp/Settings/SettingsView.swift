import UIKit

protocol SettingsView: AnyObject {
    func show(isOn: Bool)
}

final class SettingsDefaultView: UIViewController, SettingsView {
    var presenter: SettingsPresenter?

    func show(isOn: Bool) {
        title = isOn ? "On" : "Off"
    }
}
