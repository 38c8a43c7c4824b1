{% include "_includes/header.stencil" %}

import Testing
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}DefaultPresenter` turns view events into interactor and router calls, and
/// interactor results into what the view shows.
@MainActor
@Suite struct {{ module }}DefaultPresenterTests {
    private struct Offline: Error {}

    private let view = {{ module }}MockView()
    private let interactor = {{ module }}MockInteractor()
    private let router = {{ module }}MockRouter()

    /// A presenter wired to the mocks.
    private func makePresenter() -> {{ module }}DefaultPresenter {
        let presenter = {{ module }}DefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    @Test func viewDidLoadAsksTheInteractorForContent() {
        makePresenter().viewDidLoad()
        #expect(interactor.loadContentCallCount == 1)
        #expect(router.closeCallCount == 0)
    }

    @Test func tappingCloseAsksTheRouterToClose() {
        makePresenter().didTapClose()
        #expect(router.closeCallCount == 1)
        #expect(interactor.loadContentCallCount == 0)
    }

    @Test func aLoadedTitleReachesTheView() {
        makePresenter().didLoad(title: "{{ module }} title")
        #expect(view.displayedTitles == ["{{ module }} title"])
        #expect(view.displayedErrorMessages.isEmpty)
    }

    @Test func aLoadingErrorShowsAMessage() {
        makePresenter().didFailToLoad(with: Offline())
        #expect(view.displayedErrorMessages.count == 1)
        #expect(view.displayedTitles.isEmpty)
    }
{% if outputs %}

    @Test func tappingCloseAsksTheDelegateToCloseTheModule() {
        let presenter = makePresenter()
        let delegate = {{ module }}MockDelegate()
        presenter.delegate = delegate
        presenter.didTapClose()
        #expect(delegate.closeCallCount == 1)
        #expect(router.closeCallCount == 0)
    }

    @Test func aReleasedDelegateIsNotKeptAlive() {
        let presenter = makePresenter()
        var delegate: {{ module }}MockDelegate? = {{ module }}MockDelegate()
        presenter.delegate = delegate
        #expect(presenter.delegate != nil)
        delegate = nil
        #expect(presenter.delegate == nil)
    }
{% endif %}
{% for output in outputs %}

    @Test func {{ output.name }}ReachesTheDelegate() {
        let presenter = makePresenter()
        let delegate = {{ module }}MockDelegate()
        presenter.delegate = delegate
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        presenter.{{ output.call }}
        #expect(delegate.{{ output.name }}Calls.count == 1)
{% for parameter in output.parameters %}
        #expect(delegate.{{ output.name }}Calls.first?.{{ parameter.name }} == {{ parameter.name }})
{% endfor %}
        #expect(delegate.closeCallCount == 0)
    }
{% endfor %}
{% for route in routes %}
{% for output in route.outputs %}

    @Test func {{ route.module|lowerFirst }}{{ output.name|upperFirst }}ClosesIt() {
        let presenter = makePresenter()
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        presenter.{{ output.call }}
        #expect(router.close{{ route.module }}CallCount == 1)
        #expect(router.closeCallCount == 0)
    }
{% endfor %}
{% endfor %}
}
