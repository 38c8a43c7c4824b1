//
//  CartBusinessControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// Each Cart business controller holds the screen weakly and reaches the other business
/// controllers only through the communication center's conversation.
@MainActor
@Suite struct CartBusinessControllerTests {
    @Test func itemsHoldsItsViewControllerWeakly() {
        weak var released: CartViewController?
        let businessController: CartItemsBusinessController
        do {
            let viewController = CartViewController()
            businessController = CartItemsBusinessController(viewController: viewController)
            released = viewController
        }
        #expect(released == nil)
        businessController.contentDidChange()
    }

    @Test func itemsTellsEveryBusinessControllerTheContentChangedWhenTheViewLoads() {
        let viewController = CartViewController()
        let listener = CartMockBusinessController()
        let businessController = CartItemsBusinessController(viewController: viewController)
        viewController.businessControllers = [businessController, listener]
        businessController.viewDidLoad()
        #expect(listener.contentDidChangeCallCount == 1)
        #expect(listener.events.isEmpty)
    }

    @Test func itemsShowsTheChangedContent() {
        let viewController = CartViewController()
        let businessController = CartItemsBusinessController(viewController: viewController)
        #expect(viewController.title == nil)
        businessController.contentDidChange()
        #expect(viewController.title == "Cart")
    }
}
