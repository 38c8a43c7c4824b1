//
//  ShopCommunicationCenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `ShopCommunicationCenter` broadcasts the conversation to every business controller of
/// its screen that takes part in it, and holds the screen weakly.
@MainActor
@Suite struct ShopCommunicationCenterTests {
    @Test func aBroadcastReachesEveryImplementerOnce() {
        let viewController = ShopViewController()
        let first = ShopMockBusinessController()
        let last = ShopMockBusinessController()
        viewController.businessControllers = [first]
        viewController.businessControllers.append(ShopContentBusinessController(viewController: viewController))
        viewController.businessControllers.append(last)
        viewController.communicationCenter.broadcast { $0.contentDidChange() }
        #expect(first.contentDidChangeCallCount == 1)
        #expect(last.contentDidChangeCallCount == 1)
        #expect(viewController.title == "Shop")
        #expect(first.events.isEmpty)
    }

    @Test func itHoldsTheViewControllerWeakly() {
        let listener = ShopMockBusinessController()
        let communicationCenter: ShopCommunicationCenter
        do {
            let viewController = ShopViewController()
            viewController.businessControllers = [listener]
            communicationCenter = viewController.communicationCenter
        }
        #expect(communicationCenter.viewController == nil)
        communicationCenter.broadcast { $0.contentDidChange() }
        #expect(listener.contentDidChangeCallCount == 0)
    }
}
