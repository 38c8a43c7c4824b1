//
//  LoginViewControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `LoginViewController` forwards its events to the presenter and shows what it is given.
@MainActor
@Suite struct LoginViewControllerTests {
    @Test func loadingTheViewTellsThePresenter() {
        let reason = "reason"
        let parameters = LoginParameters(reason: reason)
        let presenter = LoginPresenter(parameters: parameters, wireframe: LoginWireframe(container: LoginTestContainer().container))
        let view = LoginMockView()
        presenter.view = view
        let viewController = LoginViewController()
        viewController.presenter = presenter
        #expect(view.displayedTitles.isEmpty)
        viewController.loadViewIfNeeded()
        #expect(view.displayedTitles == ["Login"])
    }

    @Test func displayingATitleShowsIt() {
        let viewController = LoginViewController()
        viewController.loadViewIfNeeded()
        viewController.display(title: "Login title")
        #expect(viewController.title == "Login title")
        let labels = viewController.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Login title" })
    }
}
