import UIKit

typealias EntryPoint = RegisterView & UIViewController

final class RegisterRouter {
    var entry: EntryPoint?

    init() {
        let view = RegisterViewController()
        let presenter = RegisterPresenter(view: view, router: self)
        view.presenter = presenter
        entry = view
    }
}
