//
//  PostDetailDefaultViewTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PostDetailDefaultView` forwards its events to the presenter and shows what it is given.
@MainActor
@Suite struct PostDetailDefaultViewTests {
    @Test func loadingTheViewTellsThePresenter() {
        let presenter = PostDetailMockPresenter()
        let view = PostDetailDefaultView(presenter: presenter)
        #expect(presenter.viewDidLoadCallCount == 0)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallCount == 1)
        #expect(presenter.didTapCloseCallCount == 0)
    }

    @Test func displayingATitleShowsIt() {
        let view = PostDetailDefaultView(presenter: PostDetailMockPresenter())
        view.loadViewIfNeeded()
        view.display(title: "PostDetail title")
        #expect(view.title == "PostDetail title")
    }

    @Test func displayingAnErrorMessageShowsIt() {
        let view = PostDetailDefaultView(presenter: PostDetailMockPresenter())
        view.loadViewIfNeeded()
        view.display(errorMessage: "Offline")
        let labels = view.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Offline" })
    }
}
