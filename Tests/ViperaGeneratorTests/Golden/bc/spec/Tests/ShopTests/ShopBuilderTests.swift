//
//  ShopBuilderTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `ShopBuilder` builds the screen with every business controller and keeps nothing of it.
@MainActor
@Suite struct ShopBuilderTests {
    @Test func buildsTheScreenWithEveryBusinessControllerInOrder() throws {
        let viewController = try #require(ShopBuilder().build() as? ShopViewController)
        let types = viewController.businessControllers.map { String(describing: type(of: $0)) }
        #expect(types == ["ShopContentBusinessController", "ShopRoutingBusinessController"])
    }

    @Test func theBuiltScreenShowsWhatItsBusinessControllersSay() {
        let viewController = ShopBuilder().build()
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        #expect(viewController.title == "Shop")
    }

    @Test func releasingTheBuiltScreenFreesIt() {
        weak var released: UIViewController?
        do {
            let viewController = ShopBuilder().build()
            viewController.loadViewIfNeeded()
            released = viewController
        }
        #expect(released == nil)
    }
}
