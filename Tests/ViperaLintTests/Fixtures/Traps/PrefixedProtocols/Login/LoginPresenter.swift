protocol ILoginPresenter: AnyObject {
    func viewDidLoad()
}

final class LoginPresenter: ILoginPresenter {
    weak var view: ILoginView?
    let interactor: ILoginInteractor
    let router: ILoginRouter

    init(interactor: ILoginInteractor, router: ILoginRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {}
}
