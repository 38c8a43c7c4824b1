//
//  LoginDefaultBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Default Login builder: wires the module's components and injects its services. It keeps
/// nothing of the module it builds.
@MainActor
final class LoginDefaultBuilder: LoginBuilder {
    private let service: any LoginService

    /// - Parameter service: where the module loads its content from.
    init(service: any LoginService) {
        self.service = service
    }

    func build() -> UIViewController {
        let interactor = LoginDefaultInteractor(service: service)
        let router = LoginDefaultRouter()
        let presenter = LoginDefaultPresenter(interactor: interactor, router: router)
        let view = LoginDefaultView(presenter: presenter)
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        router.presenter = presenter
        return view
    }
}
