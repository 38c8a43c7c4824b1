{% include "_includes/header.stencil" %}

import Testing
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}Interactor` loads from its service and shows the result on the view.
@MainActor
@Suite struct {{ module }}InteractorTests {
    private struct Offline: Error {}

    private let view = {{ module }}MockView()

    /// An interactor loading from `service` and showing on `view`.
    private func makeInteractor(service: {{ module }}MockService) -> {{ module }}Interactor {
{% include "_includes/sample-inputs.stencil" %}
        let interactor = {{ module }}Interactor(service: service{% for input in inputs %}, {{ input.name }}: {{ input.name }}{% endfor %})
        interactor.view = view
        return interactor
    }

    @Test func theServicesTitleReachesTheView() async {
        let service = {{ module }}MockService(title: "{{ module }} title")
        let interactor = makeInteractor(service: service)
        interactor.loadContent()
        let shown = await {{ module }}Waiting.until { !view.displayedTitles.isEmpty }
        #expect(shown)
        #expect(view.displayedTitles == ["{{ module }} title"])
        #expect(view.displayedErrorMessages.isEmpty)
        #expect(await service.loadTitleCallCount == 1)
        #expect(interactor.view === view)
    }

    @Test func aServiceErrorReachesTheView() async {
        let interactor = makeInteractor(service: {{ module }}MockService(error: Offline()))
        interactor.loadContent()
        let shown = await {{ module }}Waiting.until { !view.displayedErrorMessages.isEmpty }
        #expect(shown)
        #expect(view.displayedErrorMessages.count == 1)
        #expect(view.displayedTitles.isEmpty)
        #expect(interactor.view === view)
    }
}
