@MainActor
final class ProfileDefaultPresenter: ProfilePresenter {
    weak var view: (any ProfileView)?
    private let interactor: any ProfileInteractor
    private let router: any ProfileRouter
    private var title: String { "Profile" }

    init(interactor: any ProfileInteractor, router: any ProfileRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() { interactor.load() }
    func didLoad(name: String) { view?.show(name: name) }
}
