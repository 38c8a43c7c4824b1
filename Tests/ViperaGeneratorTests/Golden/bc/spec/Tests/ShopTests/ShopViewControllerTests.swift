//
//  ShopViewControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `ShopViewController` forwards every lifecycle event to every business controller it
/// holds, in order, and owns the communication center that broadcasts to them.
@MainActor
@Suite struct ShopViewControllerTests {
    private let first = ShopMockBusinessController()
    private let second = ShopMockBusinessController()

    /// A view controller holding the two mocks.
    private func makeViewController() -> ShopViewController {
        let viewController = ShopViewController()
        viewController.businessControllers = [first, second]
        return viewController
    }

    @Test func loadingTheViewReachesEveryBusinessController() {
        let viewController = makeViewController()
        #expect(first.events.isEmpty)
        viewController.loadViewIfNeeded()
        #expect(first.events == [.viewDidLoad])
        #expect(second.events == [.viewDidLoad])
    }

    @Test func appearingAndDisappearingReachEveryBusinessController() {
        let viewController = makeViewController()
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        viewController.beginAppearanceTransition(false, animated: false)
        viewController.endAppearanceTransition()
        let expected: [ShopMockBusinessController.Event] = [
            .viewDidLoad, .viewWillAppear(animated: false), .viewDidAppear(animated: false),
            .viewWillDisappear(animated: false), .viewDidDisappear(animated: false),
        ]
        #expect(first.events == expected)
        #expect(second.events == expected)
    }

    @Test func theAnimatedFlagIsForwarded() {
        let viewController = makeViewController()
        viewController.viewWillAppear(true)
        viewController.viewDidAppear(true)
        viewController.viewWillDisappear(true)
        viewController.viewDidDisappear(true)
        let expected: [ShopMockBusinessController.Event] = [
            .viewWillAppear(animated: true), .viewDidAppear(animated: true),
            .viewWillDisappear(animated: true), .viewDidDisappear(animated: true),
        ]
        #expect(first.events == expected)
        #expect(second.events == expected)
    }

    @Test func itsCommunicationCenterBroadcastsToIt() {
        let viewController = makeViewController()
        #expect(viewController.communicationCenter.viewController === viewController)
        #expect(first.contentDidChangeCallCount == 0)
    }
}
