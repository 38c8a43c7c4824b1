//
//  PaymentsBuilderTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PaymentsBuilder` builds the screen with every business controller and keeps nothing of it.
@MainActor
@Suite struct PaymentsBuilderTests {
    @Test func buildsTheScreenWithEveryBusinessControllerInOrder() throws {
        let viewController = try #require(PaymentsBuilder().build() as? PaymentsViewController)
        let types = viewController.businessControllers.map { String(describing: type(of: $0)) }
        #expect(types == ["PaymentsLoginBusinessController", "PaymentsAnalyticsBusinessController"])
    }

    @Test func theBuiltScreenShowsWhatItsBusinessControllersSay() {
        let viewController = PaymentsBuilder().build()
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        #expect(viewController.title == "Payments")
    }

    @Test func releasingTheBuiltScreenFreesIt() {
        weak var released: UIViewController?
        do {
            let viewController = PaymentsBuilder().build()
            viewController.loadViewIfNeeded()
            released = viewController
        }
        #expect(released == nil)
    }
}
