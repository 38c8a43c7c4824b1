//
//  LoginModule.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Login module's entry point. It remembers the routables it created, weakly, so calling
/// it again with the same parameters shows the live screen instead of creating another; when
/// the screen goes, its routable goes with it.
@MainActor
final class LoginModule {
    private var instantiatedRoutables: LoginWeakCollection<LoginPresenter> = LoginWeakCollection()

    init() {}

    /// Shows the module for `parameters` from `container`, or the live one with equal parameters;
    /// the module reports its events through `completions`.
    @discardableResult
    func open(_ parameters: LoginParameters, from container: LoginWireframe.Container, completions: LoginCompletions = LoginCompletions()) -> any LoginRoutable {
        if let live = instantiatedRoutables.elements.first(where: { $0.parameters == parameters }) {
            live.completions = completions
            live.route()
            return live
        }
        let presenter = LoginPresenter(parameters: parameters, wireframe: LoginWireframe(container: container))
        presenter.completions = completions
        instantiatedRoutables.append(presenter)
        presenter.route()
        return presenter
    }
}
