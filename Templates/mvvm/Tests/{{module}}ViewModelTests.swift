{% include "_includes/header.stencil" %}

import Foundation
import Testing
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}ViewModel` is what the screen shows in each state: display logic only.
@Suite struct {{ module }}ViewModelTests {
    private struct Offline: Error {}

    @Test func loadingShowsNothingYet() {
        let viewModel = {{ module }}ViewModel.loading
        #expect(viewModel.isLoading)
        #expect(viewModel.title == "")
        #expect(viewModel.message == nil)
        #expect(viewModel == {{ module }}ViewModel())
    }

    @Test func loadedShowsTheTitle() {
        let viewModel = {{ module }}ViewModel.loaded(title: "{{ module }} title")
        #expect(!viewModel.isLoading)
        #expect(viewModel.title == "{{ module }} title")
        #expect(viewModel.message == nil)
    }

    @Test func failedShowsWhyInAMessage() throws {
        let viewModel = {{ module }}ViewModel.failed(Offline())
        #expect(!viewModel.isLoading)
        #expect(viewModel.title == "")
        let message = try #require(viewModel.message)
        #expect(message.hasPrefix("Could not load: "))
        #expect(message.contains(Offline().localizedDescription))
    }
}
