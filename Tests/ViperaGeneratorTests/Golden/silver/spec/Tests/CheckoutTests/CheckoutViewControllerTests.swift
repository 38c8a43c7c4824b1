//
//  CheckoutViewControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `CheckoutViewController` asks the interactor for content when it loads and shows what it is
/// given.
@MainActor
@Suite struct CheckoutViewControllerTests {
    /// A screen with its own router and `interactor`.
    private func makeViewController(interactor: any CheckoutInteractorProtocol) -> CheckoutViewController {
        return CheckoutViewController(router: CheckoutRouter(), interactor: interactor)
    }

    @Test func loadingTheViewAsksTheInteractorForContent() {
        let interactor = CheckoutMockInteractor()
        let viewController = makeViewController(interactor: interactor)
        #expect(interactor.loadContentCallCount == 0)
        viewController.loadViewIfNeeded()
        #expect(interactor.loadContentCallCount == 1)
    }

    @Test func displayingATitleShowsIt() {
        let viewController = makeViewController(interactor: CheckoutMockInteractor())
        viewController.loadViewIfNeeded()
        viewController.display(title: "Checkout title")
        #expect(viewController.title == "Checkout title")
    }

    @Test func displayingAnErrorMessageShowsIt() {
        let viewController = makeViewController(interactor: CheckoutMockInteractor())
        viewController.loadViewIfNeeded()
        viewController.display(errorMessage: "Offline")
        let labels = viewController.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Offline" })
        #expect(viewController.title == nil)
    }
}
