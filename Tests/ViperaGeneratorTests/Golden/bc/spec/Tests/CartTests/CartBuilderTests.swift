//
//  CartBuilderTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `CartBuilder` builds the screen with every business controller and keeps nothing of it.
@MainActor
@Suite struct CartBuilderTests {
    @Test func buildsTheScreenWithEveryBusinessControllerInOrder() throws {
        let viewController = try #require(CartBuilder().build(delegate: nil) as? CartViewController)
        let types = viewController.businessControllers.map { String(describing: type(of: $0)) }
        #expect(types == ["CartItemsBusinessController", "CartDelegateBusinessController"])
    }

    @Test func theBuiltScreenShowsWhatItsBusinessControllersSay() {
        let viewController = CartBuilder().build(delegate: nil)
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        #expect(viewController.title == "Cart")
    }

    @Test func releasingTheBuiltScreenFreesIt() {
        weak var released: UIViewController?
        do {
            let viewController = CartBuilder().build(delegate: nil)
            viewController.loadViewIfNeeded()
            released = viewController
        }
        #expect(released == nil)
    }

    @Test func theDelegateHearsWhatTheScreenReports() throws {
        let delegate = CartMockDelegate()
        let viewController = try #require(CartBuilder().build(delegate: delegate) as? CartViewController)
        let total = 4.2
        let count = 42
        viewController.communicationCenter.broadcast { $0.didCheckOut(total: total, count: count) }
        #expect(delegate.didCheckOutCalls.count == 1)
    }
}
