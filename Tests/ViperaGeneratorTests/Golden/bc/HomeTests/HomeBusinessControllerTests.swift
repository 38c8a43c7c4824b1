//
//  HomeBusinessControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// Each Home business controller holds the screen weakly and reaches the other business
/// controllers only through the communication center's conversation.
@MainActor
@Suite struct HomeBusinessControllerTests {
    @Test func contentHoldsItsViewControllerWeakly() {
        weak var released: HomeViewController?
        let businessController: HomeContentBusinessController
        do {
            let viewController = HomeViewController()
            businessController = HomeContentBusinessController(viewController: viewController)
            released = viewController
        }
        #expect(released == nil)
        businessController.contentDidChange()
    }

    @Test func contentTellsEveryBusinessControllerTheContentChangedWhenTheViewLoads() {
        let viewController = HomeViewController()
        let listener = HomeMockBusinessController()
        let businessController = HomeContentBusinessController(viewController: viewController)
        viewController.businessControllers = [businessController, listener]
        businessController.viewDidLoad()
        #expect(listener.contentDidChangeCallCount == 1)
        #expect(listener.events.isEmpty)
    }

    @Test func contentShowsTheChangedContent() {
        let viewController = HomeViewController()
        let businessController = HomeContentBusinessController(viewController: viewController)
        #expect(viewController.title == nil)
        businessController.contentDidChange()
        #expect(viewController.title == "Home")
    }
}
