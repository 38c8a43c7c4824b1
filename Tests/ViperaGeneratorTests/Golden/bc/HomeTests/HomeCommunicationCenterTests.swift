//
//  HomeCommunicationCenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `HomeCommunicationCenter` broadcasts the conversation to every business controller of
/// its screen that takes part in it, and holds the screen weakly.
@MainActor
@Suite struct HomeCommunicationCenterTests {
    @Test func aBroadcastReachesEveryImplementerOnce() {
        let viewController = HomeViewController()
        let first = HomeMockBusinessController()
        let last = HomeMockBusinessController()
        viewController.businessControllers = [first]
        viewController.businessControllers.append(HomeContentBusinessController(viewController: viewController))
        viewController.businessControllers.append(last)
        viewController.communicationCenter.broadcast { $0.contentDidChange() }
        #expect(first.contentDidChangeCallCount == 1)
        #expect(last.contentDidChangeCallCount == 1)
        #expect(viewController.title == "Home")
        #expect(first.events.isEmpty)
    }

    @Test func itHoldsTheViewControllerWeakly() {
        let listener = HomeMockBusinessController()
        let communicationCenter: HomeCommunicationCenter
        do {
            let viewController = HomeViewController()
            viewController.businessControllers = [listener]
            communicationCenter = viewController.communicationCenter
        }
        #expect(communicationCenter.viewController == nil)
        communicationCenter.broadcast { $0.contentDidChange() }
        #expect(listener.contentDidChangeCallCount == 0)
    }
}
