{% include "_includes/header.stencil" %}

{% include "_includes/testable-import.stencil" %}

/// A {{ module }} router that records where it was asked to go.
@MainActor
final class {{ module }}MockRouter: {{ module }}Router {
{% for route in routes %}
    /// The arguments of one `show{{ route.module }}(…)` call.
    struct Show{{ route.module }}Call {
{% for input in route.inputs %}
        let {{ input.name }}: {{ input.type }}
{% endfor %}
    }

{% endfor %}
    /// How many times `close()` was called.
    private(set) var closeCallCount = 0
{% for route in routes %}
    /// Every `show{{ route.module }}(…)` call, in order.
    private(set) var show{{ route.module }}Calls: [Show{{ route.module }}Call] = []
{% if route.outputs %}
    /// How many times `close{{ route.module }}()` was called.
    private(set) var close{{ route.module }}CallCount = 0
{% endif %}
{% endfor %}

    func close() {
        closeCallCount += 1
    }
{% for route in routes %}

    func show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %}) {
        show{{ route.module }}Calls.append(Show{{ route.module }}Call({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %}))
    }
{% if route.outputs %}

    func close{{ route.module }}() {
        close{{ route.module }}CallCount += 1
    }
{% endif %}
{% endfor %}
}
