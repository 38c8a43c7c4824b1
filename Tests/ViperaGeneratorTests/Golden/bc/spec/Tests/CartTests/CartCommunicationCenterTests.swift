//
//  CartCommunicationCenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `CartCommunicationCenter` broadcasts the conversation to every business controller of
/// its screen that takes part in it, and holds the screen weakly.
@MainActor
@Suite struct CartCommunicationCenterTests {
    @Test func aBroadcastReachesEveryImplementerOnce() {
        let viewController = CartViewController()
        let first = CartMockBusinessController()
        let last = CartMockBusinessController()
        viewController.businessControllers = [first]
        viewController.businessControllers.append(CartItemsBusinessController(viewController: viewController))
        viewController.businessControllers.append(last)
        viewController.communicationCenter.broadcast { $0.contentDidChange() }
        #expect(first.contentDidChangeCallCount == 1)
        #expect(last.contentDidChangeCallCount == 1)
        #expect(viewController.title == "Cart")
        #expect(first.events.isEmpty)
    }

    @Test func itHoldsTheViewControllerWeakly() {
        let listener = CartMockBusinessController()
        let communicationCenter: CartCommunicationCenter
        do {
            let viewController = CartViewController()
            viewController.businessControllers = [listener]
            communicationCenter = viewController.communicationCenter
        }
        #expect(communicationCenter.viewController == nil)
        communicationCenter.broadcast { $0.contentDidChange() }
        #expect(listener.contentDidChangeCallCount == 0)
    }
}
