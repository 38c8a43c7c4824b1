final class LoginInteractor: LoginInteractorProtocol {
    let title = "Login"
}
