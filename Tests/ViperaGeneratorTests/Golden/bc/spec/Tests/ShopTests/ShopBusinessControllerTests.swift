//
//  ShopBusinessControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// Each Shop business controller holds the screen weakly and reaches the other business
/// controllers only through the communication center's conversation.
@MainActor
@Suite struct ShopBusinessControllerTests {
    @Test func contentHoldsItsViewControllerWeakly() {
        weak var released: ShopViewController?
        let businessController: ShopContentBusinessController
        do {
            let viewController = ShopViewController()
            businessController = ShopContentBusinessController(viewController: viewController)
            released = viewController
        }
        #expect(released == nil)
        businessController.contentDidChange()
    }

    @Test func contentTellsEveryBusinessControllerTheContentChangedWhenTheViewLoads() {
        let viewController = ShopViewController()
        let listener = ShopMockBusinessController()
        let businessController = ShopContentBusinessController(viewController: viewController)
        viewController.businessControllers = [businessController, listener]
        businessController.viewDidLoad()
        #expect(listener.contentDidChangeCallCount == 1)
        #expect(listener.events.isEmpty)
    }

    @Test func contentShowsTheChangedContent() {
        let viewController = ShopViewController()
        let businessController = ShopContentBusinessController(viewController: viewController)
        #expect(viewController.title == nil)
        businessController.contentDidChange()
        #expect(viewController.title == "Shop")
    }
}
