//
//  PaymentsBusinessControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// Each Payments business controller holds the screen weakly and reaches the other business
/// controllers only through the communication center's conversation.
@MainActor
@Suite struct PaymentsBusinessControllerTests {
    @Test func loginHoldsItsViewControllerWeakly() {
        weak var released: PaymentsViewController?
        let businessController: PaymentsLoginBusinessController
        do {
            let viewController = PaymentsViewController()
            businessController = PaymentsLoginBusinessController(viewController: viewController)
            released = viewController
        }
        #expect(released == nil)
        businessController.contentDidChange()
    }

    @Test func loginTellsEveryBusinessControllerTheContentChangedWhenTheViewLoads() {
        let viewController = PaymentsViewController()
        let listener = PaymentsMockBusinessController()
        let businessController = PaymentsLoginBusinessController(viewController: viewController)
        viewController.businessControllers = [businessController, listener]
        businessController.viewDidLoad()
        #expect(listener.contentDidChangeCallCount == 1)
        #expect(listener.events.isEmpty)
    }

    @Test func loginShowsTheChangedContent() {
        let viewController = PaymentsViewController()
        let businessController = PaymentsLoginBusinessController(viewController: viewController)
        #expect(viewController.title == nil)
        businessController.contentDidChange()
        #expect(viewController.title == "Payments")
    }

    @Test func analyticsHoldsItsViewControllerWeakly() {
        weak var released: PaymentsViewController?
        let businessController: PaymentsAnalyticsBusinessController
        do {
            let viewController = PaymentsViewController()
            businessController = PaymentsAnalyticsBusinessController(viewController: viewController)
            released = viewController
        }
        #expect(released == nil)
        businessController.contentDidChange()
    }

    @Test func analyticsTellsEveryBusinessControllerTheContentChangedWhenTheViewLoads() {
        let viewController = PaymentsViewController()
        let listener = PaymentsMockBusinessController()
        let businessController = PaymentsAnalyticsBusinessController(viewController: viewController)
        viewController.businessControllers = [businessController, listener]
        businessController.viewDidLoad()
        #expect(listener.contentDidChangeCallCount == 1)
        #expect(listener.events.isEmpty)
    }

    @Test func analyticsShowsTheChangedContent() {
        let viewController = PaymentsViewController()
        let businessController = PaymentsAnalyticsBusinessController(viewController: viewController)
        #expect(viewController.title == nil)
        businessController.contentDidChange()
        #expect(viewController.title == "Payments")
    }
}
