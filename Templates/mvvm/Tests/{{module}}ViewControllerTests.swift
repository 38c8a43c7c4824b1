{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}ViewController` asks the service layer for its content once its view loads, and
/// renders the view model it makes of the answer.
@MainActor
@Suite struct {{ module }}ViewControllerTests {
    private struct Offline: Error {}

    /// The texts of the labels on `viewController`'s screen.
    private func labelTexts(of viewController: {{ module }}ViewController) -> [String] {
        viewController.view.subviews.compactMap { ($0 as? UILabel)?.text }
    }

    @Test func showsTheLoadingViewModelUntilTheServiceAnswers() async {
        let service = {{ module }}MockService(title: "{{ module }} title")
        let viewController = {{ module }}ViewController(service: service)
        #expect(await service.loadTitleCallCount == 0)
        viewController.loadViewIfNeeded()
        #expect(viewController.viewModel == .loading)
        #expect(viewController.title == "")
        #expect(labelTexts(of: viewController).isEmpty)
    }

    @Test func rendersTheViewModelOfTheServicesTitle() async {
        let service = {{ module }}MockService(title: "{{ module }} title")
        let viewController = {{ module }}ViewController(service: service)
        viewController.loadViewIfNeeded()
        let rendered = await {{ module }}Waiting.until { viewController.viewModel != .loading }
        #expect(rendered)
        #expect(viewController.viewModel == .loaded(title: "{{ module }} title"))
        #expect(viewController.title == "{{ module }} title")
        #expect(labelTexts(of: viewController).isEmpty)
        #expect(await service.loadTitleCallCount == 1)
    }

    @Test func rendersTheViewModelOfAServiceError() async throws {
        let service = {{ module }}MockService(error: Offline())
        let viewController = {{ module }}ViewController(service: service)
        viewController.loadViewIfNeeded()
        let rendered = await {{ module }}Waiting.until { viewController.viewModel != .loading }
        #expect(rendered)
        #expect(viewController.viewModel == .failed(Offline()))
        let message = try #require(viewController.viewModel.message)
        #expect(labelTexts(of: viewController) == [message])
        #expect(viewController.title == "")
        #expect(await service.loadTitleCallCount == 1)
    }
}
