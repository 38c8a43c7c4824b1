//
//  HomeBuilderTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `HomeBuilder` builds the screen with every business controller and keeps nothing of it.
@MainActor
@Suite struct HomeBuilderTests {
    @Test func buildsTheScreenWithEveryBusinessControllerInOrder() throws {
        let viewController = try #require(HomeBuilder().build() as? HomeViewController)
        let types = viewController.businessControllers.map { String(describing: type(of: $0)) }
        #expect(types == ["HomeContentBusinessController"])
    }

    @Test func theBuiltScreenShowsWhatItsBusinessControllersSay() {
        let viewController = HomeBuilder().build()
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        #expect(viewController.title == "Home")
    }

    @Test func releasingTheBuiltScreenFreesIt() {
        weak var released: UIViewController?
        do {
            let viewController = HomeBuilder().build()
            viewController.loadViewIfNeeded()
            released = viewController
        }
        #expect(released == nil)
    }
}
