{% include "_includes/header.stencil" %}

{% include "_includes/testable-import.stencil" %}

/// A {{ module }} routable that records how often it was routed to: for the tests of application
/// services and modules that open {{ module }}.
@MainActor
final class {{ module }}MockRoutable: {{ module }}Routable {
    let parameters: {{ module }}Parameters
{% if outputs %}
    var completions = {{ module }}Completions()
{% endif %}
    /// How many times `route()` was called.
    private(set) var routeCallCount = 0
{% if outputs %}
    /// How many times `close()` was called.
    private(set) var closeCallCount = 0
{% endif %}

    init(parameters: {{ module }}Parameters) {
        self.parameters = parameters
    }

    func route() {
        routeCallCount += 1
    }
{% if outputs %}

    func close() {
        closeCallCount += 1
    }
{% endif %}
}
