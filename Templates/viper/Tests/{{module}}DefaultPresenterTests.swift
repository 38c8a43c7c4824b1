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
}
