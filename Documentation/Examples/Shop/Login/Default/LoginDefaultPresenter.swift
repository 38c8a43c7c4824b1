//
//  LoginDefaultPresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Default Login presenter: asks the interactor for content, shows it, routes on events.
@MainActor
final class LoginDefaultPresenter: LoginPresenter {
    weak var view: (any LoginView)?
    private let interactor: any LoginInteractor
    private let router: any LoginRouter

    init(interactor: any LoginInteractor, router: any LoginRouter) {
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
