//
//  HomePresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Home presenter and the module's routable: it owns the wireframe, decides what the
/// screen shows and never touches UIKit. Its view controllers own it, nothing else does.
@MainActor
final class HomePresenter: HomeRoutable {
    let parameters: HomeParameters
    weak var view: (any HomeView)?
    private let wireframe: HomeWireframe
    /// Opens the Login module, and shows its live screen again for equal parameters.
    private let loginModule = LoginModule()
    /// The Login module this presenter opened, while it is shown.
    private weak var shownLogin: (any LoginRoutable)?

    init(parameters: HomeParameters, wireframe: HomeWireframe) {
        self.parameters = parameters
        self.wireframe = wireframe
    }

    func route() {
        wireframe.show(self)
    }

    func viewDidLoad() {
        view?.display(title: "Home")
    }

    func didTapClose() {
        wireframe.close()
    }

    /// Opens the Login module from this module's screen; it reports back here, and its
    /// completions do not keep this presenter alive.
    func showLogin(reason: String) {
        let parameters = LoginParameters(reason: reason)
        let completions = LoginCompletions(
            didLogIn: { [weak self] token in self?.didLogIn(token: token) },
            didCancel: { [weak self] in self?.didCancel() }
        )
        shownLogin = wireframe.open(loginModule, with: parameters, completions: completions)
    }

    /// Login reported `didLogIn`: it is done, so it goes away.
    func didLogIn(token: String) {
        shownLogin?.close()
    }

    /// Login reported `didCancel`: it is done, so it goes away.
    func didCancel() {
        shownLogin?.close()
    }
}
