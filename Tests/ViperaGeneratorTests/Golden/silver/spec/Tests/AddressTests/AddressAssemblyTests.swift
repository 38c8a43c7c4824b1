//
//  AddressAssemblyTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `AddressAssembly` wires the whole module: its router shows a screen that shows what the
/// service from the ServiceLocator loads.
@MainActor
@Suite struct AddressAssemblyTests {
    private struct Offline: Error {}

    /// The module, assembled with `service` registered in the ServiceLocator.
    private func assemble(service: AddressMockService) -> Module<any AddressRouterProtocol> {
        let street = "street"
        ServiceLocator.shared.register(service, as: (any AddressService).self)
        return AddressAssembly.module(street: street)
    }

    @Test func returnsTheRouterAndItsScreen() {
        let module = assemble(service: AddressMockService(title: ""))
        #expect(module.viewController is AddressViewController)
        #expect(module.router.viewController === module.viewController)
    }

    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = assemble(service: AddressMockService(title: "Address title")).viewController
        viewController.loadViewIfNeeded()
        let shown = await AddressWaiting.until { viewController.title == "Address title" }
        #expect(shown, "the screen shows \(String(describing: viewController.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = assemble(service: AddressMockService(error: Offline())).viewController
        viewController.loadViewIfNeeded()
        let shown = await AddressWaiting.until {
            viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }
        }
        #expect(shown)
        #expect(viewController.title == nil)
    }
}
