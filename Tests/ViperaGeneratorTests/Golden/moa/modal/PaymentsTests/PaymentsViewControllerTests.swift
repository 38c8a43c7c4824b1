//
//  PaymentsViewControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PaymentsViewController` forwards its events to the presenter and shows what it is given.
@MainActor
@Suite struct PaymentsViewControllerTests {
    @Test func loadingTheViewTellsThePresenter() {
        let parameters = PaymentsParameters()
        let presenter = PaymentsPresenter(parameters: parameters, wireframe: PaymentsWireframe(container: PaymentsTestContainer().container))
        let view = PaymentsMockView()
        presenter.view = view
        let viewController = PaymentsViewController()
        viewController.presenter = presenter
        #expect(view.displayedTitles.isEmpty)
        viewController.loadViewIfNeeded()
        #expect(view.displayedTitles == ["Payments"])
    }

    @Test func displayingATitleShowsIt() {
        let viewController = PaymentsViewController()
        viewController.loadViewIfNeeded()
        viewController.display(title: "Payments title")
        #expect(viewController.title == "Payments title")
        let labels = viewController.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Payments title" })
    }
}
