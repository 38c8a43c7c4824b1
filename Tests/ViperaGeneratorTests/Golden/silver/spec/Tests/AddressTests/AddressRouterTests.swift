//
//  AddressRouterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `AddressRouter` creates the module's screen on first use and keeps it weakly, and fires
/// the callbacks its caller configured.
@MainActor
@Suite struct AddressRouterTests {
    /// The callbacks that fired, in order.
    @MainActor
    private final class FiredCallbacks {
        private(set) var names: [String] = []

        func record(_ name: String) {
            names.append(name)
        }
    }

    init() {
        ServiceLocator.shared.register(AddressMockService(title: "Address title"), as: (any AddressService).self)
    }

    /// A router made with the module's parameters.
    private func makeRouter() -> AddressRouter {
        let street = "street"
        return AddressRouter(street: street)
    }

    @Test func createsTheScreenOnceAndKeepsIt() {
        let router = makeRouter()
        let viewController = router.viewController
        #expect(viewController is AddressViewController)
        #expect(router.viewController === viewController)
    }

    @Test func keepsTheScreenOnlyWeakly() {
        let router = makeRouter()
        weak var first: UIViewController?
        first = router.viewController
        #expect(first == nil)
        #expect(router.viewController is AddressViewController)
    }

    @Test func doneAndCancelFireTheConfiguredCallbacks() {
        let router = makeRouter()
        let fired = FiredCallbacks()
        router.configure(
            doneHandler: { fired.record("done") },
            cancelHandler: { fired.record("cancel") },
            didChooseAddressHandler: { city, zip in fired.record("didChooseAddress \(city) \(zip)") },
            didClearHandler: { fired.record("didClear") }
        )
        #expect(fired.names.isEmpty)
        router.done()
        #expect(fired.names == ["done"])
        router.cancel()
        #expect(fired.names == ["done", "cancel"])
    }

    @Test func didChooseAddressFiresItsConfiguredCallback() {
        let router = makeRouter()
        let fired = FiredCallbacks()
        router.configure(
            doneHandler: { fired.record("done") },
            cancelHandler: { fired.record("cancel") },
            didChooseAddressHandler: { city, zip in fired.record("didChooseAddress \(city) \(zip)") },
            didClearHandler: { fired.record("didClear") }
        )
        let city = "city"
        let zip = 42
        router.didChooseAddress(city: city, zip: zip)
        #expect(fired.names == ["didChooseAddress \(city) \(zip)"])
    }

    @Test func didClearFiresItsConfiguredCallback() {
        let router = makeRouter()
        let fired = FiredCallbacks()
        router.configure(
            doneHandler: { fired.record("done") },
            cancelHandler: { fired.record("cancel") },
            didChooseAddressHandler: { city, zip in fired.record("didChooseAddress \(city) \(zip)") },
            didClearHandler: { fired.record("didClear") }
        )
        router.didClear()
        #expect(fired.names == ["didClear"])
    }
}
