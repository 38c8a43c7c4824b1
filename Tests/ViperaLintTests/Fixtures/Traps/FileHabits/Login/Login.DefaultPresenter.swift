final class LoginDefaultPresenter: LoginPresenter {
    weak var view: LoginView?
    let router: LoginRouter

    init(router: LoginRouter) {
        self.router = router
    }

    func didTapLogin() {
        router.openHome()
    }
}
