final class LoginModuleConfigurator {
    func configure() -> LoginViewController {
        LoginViewController()
    }
}
