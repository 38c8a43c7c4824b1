protocol LoginPresenter: AnyObject {
    func didSubmit(name: String, password: String)
}

final class LoginDefaultPresenter: LoginPresenter {
    // Held strongly while the view holds the presenter: neither is ever freed.
    var view: LoginView?
    let interactor: LoginInteractor
    let router: LoginRouter

    init(interactor: LoginInteractor, router: LoginRouter) {
        self.interactor = interactor
        self.router = router
    }

    func didSubmit(name: String, password: String) {
        if interactor.logIn(name: name, password: password) {
            router.close()
        } else {
            view?.show(error: "Wrong name or password")
        }
    }
}
