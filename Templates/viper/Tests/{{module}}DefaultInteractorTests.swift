{% include "_includes/header.stencil" %}

import Testing
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}DefaultInteractor` loads from its service and reports the result to the presenter.
@MainActor
@Suite struct {{ module }}DefaultInteractorTests {
    private struct Offline: Error {}

    @Test func theServicesTitleReachesThePresenter() async {
        let service = {{ module }}MockService(title: "{{ module }} title")
        let presenter = {{ module }}MockPresenter()
{% include "_includes/sample-inputs.stencil" %}
        let interactor = {{ module }}DefaultInteractor(service: service{% for input in inputs %}, {{ input.name }}: {{ input.name }}{% endfor %})
        interactor.presenter = presenter
        interactor.loadContent()
        let reported = await {{ module }}Waiting.until { !presenter.loadedTitles.isEmpty }
        #expect(reported)
        #expect(presenter.loadedTitles == ["{{ module }} title"])
        #expect(presenter.loadErrors.isEmpty)
        #expect(await service.loadTitleCallCount == 1)
    }

    @Test func aServiceErrorReachesThePresenter() async {
        let presenter = {{ module }}MockPresenter()
{% include "_includes/sample-inputs.stencil" %}
        let interactor = {{ module }}DefaultInteractor(service: {{ module }}MockService(error: Offline()){% for input in inputs %}, {{ input.name }}: {{ input.name }}{% endfor %})
        interactor.presenter = presenter
        interactor.loadContent()
        let reported = await {{ module }}Waiting.until { !presenter.loadErrors.isEmpty }
        #expect(reported)
        #expect(presenter.loadErrors.first is Offline)
        #expect(presenter.loadedTitles.isEmpty)
    }
}
