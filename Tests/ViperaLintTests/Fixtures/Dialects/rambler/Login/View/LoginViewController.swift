final class LoginViewController: LoginViewInput {
    var output: LoginViewOutput?
    func show(title: String) {}
}
