protocol IProfilePresenter: AnyObject {
    func viewDidLoad()
}

final class ProfilePresenter: IProfilePresenter {
    weak var view: IProfileView?
    let interactor: IProfileInteractor
    let router: IProfileRouter

    init(interactor: IProfileInteractor, router: IProfileRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {}
}
