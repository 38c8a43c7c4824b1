//
//  HomeViewControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `HomeViewController` forwards its events to the presenter and shows what it is given.
@MainActor
@Suite struct HomeViewControllerTests {
    @Test func loadingTheViewTellsThePresenter() {
        let parameters = HomeParameters()
        let presenter = HomePresenter(parameters: parameters, wireframe: HomeWireframe(container: HomeTestContainer().container))
        let view = HomeMockView()
        presenter.view = view
        let viewController = HomeViewController()
        viewController.presenter = presenter
        #expect(view.displayedTitles.isEmpty)
        viewController.loadViewIfNeeded()
        #expect(view.displayedTitles == ["Home"])
    }

    @Test func displayingATitleShowsIt() {
        let viewController = HomeViewController()
        viewController.loadViewIfNeeded()
        viewController.display(title: "Home title")
        #expect(viewController.title == "Home title")
        let labels = viewController.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Home title" })
    }
}
