import UIKit

final class SettingsViewController: UIViewController {
    private let settingsView = SettingsView()

    override func loadView() {
        settingsView.controller = self
        view = settingsView
    }
}
