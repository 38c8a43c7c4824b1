//
//  AddressViewControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `AddressViewController` asks the interactor for content when it loads and shows what it is
/// given.
@MainActor
@Suite struct AddressViewControllerTests {
    /// A screen with its own router and `interactor`.
    private func makeViewController(interactor: any AddressInteractorProtocol) -> AddressViewController {
        let street = "street"
        return AddressViewController(router: AddressRouter(street: street), interactor: interactor)
    }

    @Test func loadingTheViewAsksTheInteractorForContent() {
        let interactor = AddressMockInteractor()
        let viewController = makeViewController(interactor: interactor)
        #expect(interactor.loadContentCallCount == 0)
        viewController.loadViewIfNeeded()
        #expect(interactor.loadContentCallCount == 1)
    }

    @Test func displayingATitleShowsIt() {
        let viewController = makeViewController(interactor: AddressMockInteractor())
        viewController.loadViewIfNeeded()
        viewController.display(title: "Address title")
        #expect(viewController.title == "Address title")
    }

    @Test func displayingAnErrorMessageShowsIt() {
        let viewController = makeViewController(interactor: AddressMockInteractor())
        viewController.loadViewIfNeeded()
        viewController.display(errorMessage: "Offline")
        let labels = viewController.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Offline" })
        #expect(viewController.title == nil)
    }
}
