//
//  LoginViewControllerTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `LoginViewController` asks the service layer for its content once its view loads, and
/// renders the view model it makes of the answer.
@MainActor
@Suite struct LoginViewControllerTests {
    private struct Offline: Error {}

    /// The texts of the labels on `viewController`'s screen.
    private func labelTexts(of viewController: LoginViewController) -> [String] {
        viewController.view.subviews.compactMap { ($0 as? UILabel)?.text }
    }

    @Test func showsTheLoadingViewModelUntilTheServiceAnswers() async {
        let service = LoginMockService(title: "Login title")
        let viewController = LoginViewController(service: service)
        #expect(await service.loadTitleCallCount == 0)
        viewController.loadViewIfNeeded()
        #expect(viewController.viewModel == .loading)
        #expect(viewController.title == "")
        #expect(labelTexts(of: viewController).isEmpty)
    }

    @Test func rendersTheViewModelOfTheServicesTitle() async {
        let service = LoginMockService(title: "Login title")
        let viewController = LoginViewController(service: service)
        viewController.loadViewIfNeeded()
        let rendered = await LoginWaiting.until { viewController.viewModel != .loading }
        #expect(rendered)
        #expect(viewController.viewModel == .loaded(title: "Login title"))
        #expect(viewController.title == "Login title")
        #expect(labelTexts(of: viewController).isEmpty)
        #expect(await service.loadTitleCallCount == 1)
    }

    @Test func rendersTheViewModelOfAServiceError() async throws {
        let service = LoginMockService(error: Offline())
        let viewController = LoginViewController(service: service)
        viewController.loadViewIfNeeded()
        let rendered = await LoginWaiting.until { viewController.viewModel != .loading }
        #expect(rendered)
        #expect(viewController.viewModel == .failed(Offline()))
        let message = try #require(viewController.viewModel.message)
        #expect(labelTexts(of: viewController) == [message])
        #expect(viewController.title == "")
        #expect(await service.loadTitleCallCount == 1)
    }
}
