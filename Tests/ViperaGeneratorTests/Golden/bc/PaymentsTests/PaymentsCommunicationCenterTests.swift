//
//  PaymentsCommunicationCenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `PaymentsCommunicationCenter` broadcasts the conversation to every business controller of
/// its screen that takes part in it, and holds the screen weakly.
@MainActor
@Suite struct PaymentsCommunicationCenterTests {
    @Test func aBroadcastReachesEveryImplementerOnce() {
        let viewController = PaymentsViewController()
        let first = PaymentsMockBusinessController()
        let last = PaymentsMockBusinessController()
        viewController.businessControllers = [first]
        viewController.businessControllers.append(PaymentsLoginBusinessController(viewController: viewController))
        viewController.businessControllers.append(PaymentsAnalyticsBusinessController(viewController: viewController))
        viewController.businessControllers.append(last)
        viewController.communicationCenter.broadcast { $0.contentDidChange() }
        #expect(first.contentDidChangeCallCount == 1)
        #expect(last.contentDidChangeCallCount == 1)
        #expect(viewController.title == "Payments")
        #expect(first.events.isEmpty)
    }

    @Test func itHoldsTheViewControllerWeakly() {
        let listener = PaymentsMockBusinessController()
        let communicationCenter: PaymentsCommunicationCenter
        do {
            let viewController = PaymentsViewController()
            viewController.businessControllers = [listener]
            communicationCenter = viewController.communicationCenter
        }
        #expect(communicationCenter.viewController == nil)
        communicationCenter.broadcast { $0.contentDidChange() }
        #expect(listener.contentDidChangeCallCount == 0)
    }
}
