final class LoginPresenter: LoginViewOutput, LoginInteractorOutput, LoginModuleInput {
    weak var view: LoginViewInput?
    var interactor: LoginInteractorInput?
    var router: LoginRouterInput?
    func viewDidLoad() {}
}
