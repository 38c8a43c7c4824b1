//
//  FeedViewControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `FeedViewController` asks the service layer for its content once its view loads, and
/// shows the view model it makes of the answer through its view state.
@MainActor
@Suite struct FeedViewControllerTests {
    private struct Offline: Error {}

    @Test func showsTheLoadingViewModelUntilTheServiceAnswers() async {
        let service = FeedMockService(title: "Feed title")
        let viewController = FeedViewController(service: service)
        #expect(await service.loadTitleCallCount == 0)
        viewController.loadViewIfNeeded()
        #expect(viewController.viewModel == .loading)
        #expect(viewController.rootView.state.viewModel == .loading)
        #expect(viewController.title == "")
    }

    @Test func showsTheViewModelOfTheServicesTitle() async {
        let service = FeedMockService(title: "Feed title")
        let viewController = FeedViewController(service: service)
        viewController.loadViewIfNeeded()
        let shown = await FeedWaiting.until { viewController.viewModel != .loading }
        #expect(shown)
        #expect(viewController.rootView.state.viewModel == .loaded(title: "Feed title"))
        #expect(viewController.title == "Feed title")
        #expect(await service.loadTitleCallCount == 1)
    }

    @Test func showsTheViewModelOfAServiceError() async throws {
        let service = FeedMockService(error: Offline())
        let viewController = FeedViewController(service: service)
        viewController.loadViewIfNeeded()
        let shown = await FeedWaiting.until { viewController.viewModel != .loading }
        #expect(shown)
        #expect(viewController.rootView.state.viewModel == .failed(Offline()))
        #expect(viewController.viewModel.message != nil)
        #expect(viewController.title == "")
    }
}
