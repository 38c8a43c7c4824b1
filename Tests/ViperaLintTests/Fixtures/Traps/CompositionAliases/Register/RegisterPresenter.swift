final class RegisterPresenter {
    weak var view: RegisterView?
    let router: RegisterRouter

    init(view: RegisterView, router: RegisterRouter) {
        self.view = view
        self.router = router
    }
}
