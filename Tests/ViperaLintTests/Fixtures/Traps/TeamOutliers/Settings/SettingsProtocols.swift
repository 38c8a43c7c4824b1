import UIKit

protocol SettingsViewProtocol: AnyObject {
    func show(title: String)
}

protocol SettingsPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol SettingsInteractorProtocol: AnyObject {
    var title: String { get }
}
