//
//  LoginPresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Login presenter and the module's routable: it owns the wireframe, decides what the
/// screen shows and never touches UIKit. Its view controllers own it, nothing else does.
@MainActor
final class LoginPresenter: LoginRoutable {
    let parameters: LoginParameters
    weak var view: (any LoginView)?
    var completions = LoginCompletions()
    private let wireframe: LoginWireframe

    init(parameters: LoginParameters, wireframe: LoginWireframe) {
        self.parameters = parameters
        self.wireframe = wireframe
    }

    func route() {
        wireframe.show(self)
    }

    func viewDidLoad() {
        view?.display(title: "Login")
    }

    func didTapClose() {
        wireframe.close()
    }

    func close() {
        wireframe.close()
    }

    /// Reports `didLogIn` to whoever opened the module.
    func didLogIn(token: String) {
        completions.didLogIn?(token)
    }

    /// Reports `didCancel` to whoever opened the module.
    func didCancel() {
        completions.didCancel?()
    }
}
