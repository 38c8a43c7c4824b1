//
//  CheckoutAssemblyTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `CheckoutAssembly` wires the whole module: its router shows a screen that shows what the
/// service from the ServiceLocator loads.
@MainActor
@Suite struct CheckoutAssemblyTests {
    private struct Offline: Error {}

    /// The module, assembled with `service` registered in the ServiceLocator.
    private func assemble(service: CheckoutMockService) -> Module<any CheckoutRouterProtocol> {
        ServiceLocator.shared.register(service, as: (any CheckoutService).self)
        return CheckoutAssembly.module()
    }

    @Test func returnsTheRouterAndItsScreen() {
        let module = assemble(service: CheckoutMockService(title: ""))
        #expect(module.viewController is CheckoutViewController)
        #expect(module.router.viewController === module.viewController)
    }

    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = assemble(service: CheckoutMockService(title: "Checkout title")).viewController
        viewController.loadViewIfNeeded()
        let shown = await CheckoutWaiting.until { viewController.title == "Checkout title" }
        #expect(shown, "the screen shows \(String(describing: viewController.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = assemble(service: CheckoutMockService(error: Offline())).viewController
        viewController.loadViewIfNeeded()
        let shown = await CheckoutWaiting.until {
            viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }
        }
        #expect(shown)
        #expect(viewController.title == nil)
    }
}
