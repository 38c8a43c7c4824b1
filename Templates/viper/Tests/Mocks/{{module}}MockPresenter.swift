{% include "_includes/header.stencil" %}

{% include "_includes/testable-import.stencil" %}

/// A {{ module }} presenter that records the events and results it receives.
@MainActor
final class {{ module }}MockPresenter: {{ module }}Presenter {
    /// How many times `viewDidLoad()` was called.
    private(set) var viewDidLoadCallCount = 0
    /// How many times `didTapClose()` was called.
    private(set) var didTapCloseCallCount = 0
    /// Every title passed to `didLoad(title:)`, in order.
    private(set) var loadedTitles: [String] = []
    /// Every error passed to `didFailToLoad(with:)`, in order.
    private(set) var loadErrors: [any Error] = []

    func viewDidLoad() {
        viewDidLoadCallCount += 1
    }

    func didTapClose() {
        didTapCloseCallCount += 1
    }

    func didLoad(title: String) {
        loadedTitles.append(title)
    }

    func didFailToLoad(with error: any Error) {
        loadErrors.append(error)
    }
{% include "_includes/recorded-outputs.stencil" %}
{% for route in routes %}
{% include "_includes/recorded-outputs.stencil" route %}
{% endfor %}
}
