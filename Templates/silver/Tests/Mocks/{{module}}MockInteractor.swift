{% include "_includes/header.stencil" %}

{% include "_includes/testable-import.stencil" %}

/// A {{ module }} interactor that records what it was asked to do.
@MainActor
final class {{ module }}MockInteractor: {{ module }}InteractorProtocol {
    /// How many times `loadContent()` was called.
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }
}
