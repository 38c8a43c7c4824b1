//
//  LoginDefaultViewTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `LoginDefaultView` forwards its events to the presenter and shows what it is given.
@MainActor
@Suite struct LoginDefaultViewTests {
    @Test func loadingTheViewTellsThePresenter() {
        let presenter = LoginMockPresenter()
        let view = LoginDefaultView(presenter: presenter)
        #expect(presenter.viewDidLoadCallCount == 0)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallCount == 1)
        #expect(presenter.didTapCloseCallCount == 0)
    }

    @Test func displayingATitleShowsIt() {
        let view = LoginDefaultView(presenter: LoginMockPresenter())
        view.loadViewIfNeeded()
        view.display(title: "Login title")
        #expect(view.title == "Login title")
    }

    @Test func displayingAnErrorMessageShowsIt() {
        let view = LoginDefaultView(presenter: LoginMockPresenter())
        view.loadViewIfNeeded()
        view.display(errorMessage: "Offline")
        let labels = view.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Offline" })
    }
}
