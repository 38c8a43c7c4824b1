{% include "_includes/header.stencil" %}

/// Default {{ module }} presenter: asks the interactor for content, shows it, routes on events.
@MainActor
final class {{ module }}DefaultPresenter: {{ module }}Presenter {
    weak var view: (any {{ module }}View)?
    private let interactor: any {{ module }}Interactor
    private let router: any {{ module }}Router

    init(interactor: any {{ module }}Interactor, router: any {{ module }}Router) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadContent()
    }

    func didTapClose() {
        router.close()
    }

    func didLoad(title: String) {
        view?.display(title: title)
    }

    func didFailToLoad(with error: any Error) {
        view?.display(errorMessage: "Something went wrong. Please try again.")
    }
}
