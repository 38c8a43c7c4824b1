//
//  FeedViewModelTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Foundation
import Testing
@testable import Shop

/// `FeedViewModel` is what the screen shows in each state: display logic only.
@Suite struct FeedViewModelTests {
    private struct Offline: Error {}

    @Test func loadingShowsNothingYet() {
        let viewModel = FeedViewModel.loading
        #expect(viewModel.isLoading)
        #expect(viewModel.title == "")
        #expect(viewModel.message == nil)
        #expect(viewModel == FeedViewModel())
    }

    @Test func loadedShowsTheTitle() {
        let viewModel = FeedViewModel.loaded(title: "Feed title")
        #expect(!viewModel.isLoading)
        #expect(viewModel.title == "Feed title")
        #expect(viewModel.message == nil)
    }

    @Test func failedShowsWhyInAMessage() throws {
        let viewModel = FeedViewModel.failed(Offline())
        #expect(!viewModel.isLoading)
        #expect(viewModel.title == "")
        let message = try #require(viewModel.message)
        #expect(message.hasPrefix("Could not load: "))
        #expect(message.contains(Offline().localizedDescription))
    }
}
