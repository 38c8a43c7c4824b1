//
//  HomeModule.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// The Home module's entry point. It remembers the routables it created, weakly, so calling
/// it again with the same parameters shows the live screen instead of creating another; when
/// the screen goes, its routable goes with it.
@MainActor
final class HomeModule {
    private var instantiatedRoutables: HomeWeakCollection<HomePresenter> = HomeWeakCollection()

    init() {}

    /// Shows the module for `parameters` from `container`, or the live one with equal parameters.
    @discardableResult
    func open(_ parameters: HomeParameters, from container: HomeWireframe.Container) -> any HomeRoutable {
        if let live = instantiatedRoutables.elements.first(where: { $0.parameters == parameters }) {
            live.route()
            return live
        }
        let presenter = HomePresenter(parameters: parameters, wireframe: HomeWireframe(container: container))
        instantiatedRoutables.append(presenter)
        presenter.route()
        return presenter
    }
}
