//
//  LoginDefaultRouterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `LoginDefaultRouter` navigates from the module's view controller.
@MainActor
@Suite struct LoginDefaultRouterTests {
    private let navigationController = UINavigationController(rootViewController: UIViewController())
    private let viewController = UIViewController()

    /// A router for `viewController`, pushed onto `navigationController`.
    private func makeRouter() -> LoginDefaultRouter {
        navigationController.pushViewController(viewController, animated: false)
        let router = LoginDefaultRouter()
        router.viewController = viewController
        return router
    }

    @Test func closePopsThePushedModule() {
        let router = makeRouter()
        #expect(navigationController.topViewController === viewController)
        router.close()
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.topViewController !== viewController)
    }
}
