//
//  PostDetailDefaultRouterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PostDetailDefaultRouter` navigates from the module's view controller.
@MainActor
@Suite struct PostDetailDefaultRouterTests {
    private let navigationController = UINavigationController(rootViewController: UIViewController())
    private let viewController = UIViewController()

    /// A router for `viewController`, pushed onto `navigationController`.
    private func makeRouter() -> PostDetailDefaultRouter {
        navigationController.pushViewController(viewController, animated: false)
        let router = PostDetailDefaultRouter()
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
