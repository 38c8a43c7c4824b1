//
//  CheckoutRouterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `CheckoutRouter` creates the module's screen on first use and keeps it weakly, fires
/// the callbacks its caller configured, and shows the modules it routes to.
@MainActor
@Suite struct CheckoutRouterTests {
    /// The callbacks that fired, in order.
    @MainActor
    private final class FiredCallbacks {
        private(set) var names: [String] = []

        func record(_ name: String) {
            names.append(name)
        }
    }

    init() {
        ServiceLocator.shared.register(CheckoutMockService(title: "Checkout title"), as: (any CheckoutService).self)
        ServiceLocator.shared.register(AddressMockService(title: "Address title"), as: (any AddressService).self)
    }

    /// A router made with the module's parameters.
    private func makeRouter() -> CheckoutRouter {
        return CheckoutRouter()
    }

    @Test func createsTheScreenOnceAndKeepsIt() {
        let router = makeRouter()
        let viewController = router.viewController
        #expect(viewController is CheckoutViewController)
        #expect(router.viewController === viewController)
    }

    @Test func keepsTheScreenOnlyWeakly() {
        let router = makeRouter()
        weak var first: UIViewController?
        first = router.viewController
        #expect(first == nil)
        #expect(router.viewController is CheckoutViewController)
    }

    @Test func doneAndCancelFireTheConfiguredCallbacks() {
        let router = makeRouter()
        let fired = FiredCallbacks()
        router.configure(doneHandler: { fired.record("done") }, cancelHandler: { fired.record("cancel") })
        #expect(fired.names.isEmpty)
        router.done()
        #expect(fired.names == ["done"])
        router.cancel()
        #expect(fired.names == ["done", "cancel"])
    }

    @Test func showAddressPushesItsScreen() {
        let router = makeRouter()
        let navigationController = UINavigationController(rootViewController: router.viewController)
        let street = "street"
        router.showAddress(street: street)
        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController is AddressViewController)
    }

    /// Shows Address from `router`'s screen and returns the router of the shown module.
    private func showAddress(from router: CheckoutRouter) throws -> AddressRouter {
        let street = "street"
        router.showAddress(street: street)
        let shown = try #require(router.viewController.navigationController?.topViewController)
        return try #require(Mirror(reflecting: shown).descendant("router") as? AddressRouter)
    }

    @Test func addressDidChooseAddressTakesItAway() throws {
        let router = makeRouter()
        let navigationController = UINavigationController(rootViewController: router.viewController)
        let shownRouter = try showAddress(from: router)
        #expect(navigationController.viewControllers.count == 2)
        let city = "city"
        let zip = 42
        shownRouter.didChooseAddress(city: city, zip: zip)
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.topViewController === router.viewController)
    }

    @Test func addressDidClearTakesItAway() throws {
        let router = makeRouter()
        let navigationController = UINavigationController(rootViewController: router.viewController)
        let shownRouter = try showAddress(from: router)
        #expect(navigationController.viewControllers.count == 2)
        shownRouter.didClear()
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.topViewController === router.viewController)
    }
}
