//
//  LoginViewModelTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Foundation
import Testing
@testable import Shop

/// `LoginViewModel` is what the screen shows in each state: display logic only.
@Suite struct LoginViewModelTests {
    private struct Offline: Error {}

    @Test func loadingShowsNothingYet() {
        let viewModel = LoginViewModel.loading
        #expect(viewModel.isLoading)
        #expect(viewModel.title == "")
        #expect(viewModel.message == nil)
        #expect(viewModel == LoginViewModel())
    }

    @Test func loadedShowsTheTitle() {
        let viewModel = LoginViewModel.loaded(title: "Login title")
        #expect(!viewModel.isLoading)
        #expect(viewModel.title == "Login title")
        #expect(viewModel.message == nil)
    }

    @Test func failedShowsWhyInAMessage() throws {
        let viewModel = LoginViewModel.failed(Offline())
        #expect(!viewModel.isLoading)
        #expect(viewModel.title == "")
        let message = try #require(viewModel.message)
        #expect(message.hasPrefix("Could not load: "))
        #expect(message.contains(Offline().localizedDescription))
    }
}
