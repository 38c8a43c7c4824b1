//
//  ShopRoutingBusinessControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `ShopRoutingBusinessController` opens each screen the conversation asks for, and
/// takes a screen it opened away when it reports an event, which then reaches the conversation.
@MainActor
@Suite struct ShopRoutingBusinessControllerTests {
    private let window = UIWindow(frame: .zero)
    private let viewController = ShopViewController()
    private let navigationController: UINavigationController
    /// Hears the conversation beside the routing business controller.
    private let listener = ShopMockBusinessController()

    /// The screen, with the routing business controller and the listener, at the root of a
    /// navigation controller in a key window.
    init() {
        navigationController = UINavigationController(rootViewController: viewController)
        viewController.businessControllers = [ShopRoutingBusinessController(viewController: viewController), listener]
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    @Test func showCartPushesItsScreen() {
        viewController.communicationCenter.broadcast { $0.showCart() }
        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController is CartViewController)
        #expect(listener.showCartCallCount == 1)
    }

    @Test func showCartPresentsItsScreenWithoutANavigationController() {
        let shown = ShopViewController()
        shown.businessControllers = [ShopRoutingBusinessController(viewController: shown)]
        let presentingWindow = UIWindow(frame: .zero)
        presentingWindow.rootViewController = shown
        presentingWindow.makeKeyAndVisible()
        shown.communicationCenter.broadcast { $0.showCart() }
        #expect(shown.presentedViewController is CartViewController)
    }

    @Test func cartDidCheckOutTakesItAwayAndReachesTheConversation() throws {
        viewController.communicationCenter.broadcast { $0.showCart() }
        let opened = try #require(navigationController.topViewController as? CartViewController)
        let total = 4.2
        let count = 42
        opened.communicationCenter.broadcast { $0.didCheckOut(total: total, count: count) }
        #expect(navigationController.viewControllers.count == 1)
        #expect(listener.openedScreenEvents == ["cartDidCheckOut \(total) \(count)"])
    }

    @Test func cartDidEmptyTakesItAwayAndReachesTheConversation() throws {
        viewController.communicationCenter.broadcast { $0.showCart() }
        let opened = try #require(navigationController.topViewController as? CartViewController)
        opened.communicationCenter.broadcast { $0.didEmpty() }
        #expect(navigationController.viewControllers.count == 1)
        #expect(listener.openedScreenEvents == ["cartDidEmpty"])
    }
}
