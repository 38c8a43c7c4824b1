import UIKit

final class SettingsViewController: UIViewController {
    var presenter: SettingsPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}

extension SettingsViewController: SettingsViewProtocol {
    func show(title: String) {
        self.title = title
    }
}
