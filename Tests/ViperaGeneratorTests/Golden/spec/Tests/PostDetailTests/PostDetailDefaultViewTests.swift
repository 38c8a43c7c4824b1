//
//  PostDetailDefaultViewTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PostDetailDefaultView` hosts the SwiftUI content showing the view state, and tells the
/// presenter when it loads.
@MainActor
@Suite struct PostDetailDefaultViewTests {
    @Test func loadingTheViewTellsThePresenter() {
        let presenter = PostDetailMockPresenter()
        let view = PostDetailDefaultView(presenter: presenter, state: PostDetailViewState())
        #expect(presenter.viewDidLoadCallCount == 0)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallCount == 1)
        #expect(presenter.didTapCloseCallCount == 0)
    }

    @Test func theContentShowsTheStateItWasGiven() {
        let state = PostDetailViewState()
        let view = PostDetailDefaultView(presenter: PostDetailMockPresenter(), state: state)
        #expect(view.rootView.state === state)
        state.display(title: "PostDetail title")
        #expect(view.rootView.state.title == "PostDetail title")
    }
}
