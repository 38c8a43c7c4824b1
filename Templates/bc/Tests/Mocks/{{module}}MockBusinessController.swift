{% include "_includes/header.stencil" %}

{% include "_includes/testable-import.stencil" %}

/// A {{ module }} business controller that records the lifecycle events the view controller
/// forwards to it and the conversation messages the communication center broadcasts to it.
@MainActor
final class {{ module }}MockBusinessController: {{ module }}BusinessController, {{ module }}Conversation {
    /// One lifecycle event, with its `animated` flag.
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear(animated: Bool)
        case viewDidAppear(animated: Bool)
        case viewWillDisappear(animated: Bool)
        case viewDidDisappear(animated: Bool)
    }

    /// Every lifecycle event received, in order.
    private(set) var events: [Event] = []
    /// How many times `contentDidChange()` was received.
    private(set) var contentDidChangeCallCount = 0
{% for route in routes %}
    /// How many times `show{{ route.module }}()` was received.
    private(set) var show{{ route.module }}CallCount = 0
{% endfor %}
{% if routes %}
    /// Each event of a screen this one opened that was received, followed by its arguments, in
    /// order.
    private(set) var openedScreenEvents: [String] = []
{% endif %}

    func viewDidLoad() {
        events.append(.viewDidLoad)
    }

    func viewWillAppear(_ animated: Bool) {
        events.append(.viewWillAppear(animated: animated))
    }

    func viewDidAppear(_ animated: Bool) {
        events.append(.viewDidAppear(animated: animated))
    }

    func viewWillDisappear(_ animated: Bool) {
        events.append(.viewWillDisappear(animated: animated))
    }

    func viewDidDisappear(_ animated: Bool) {
        events.append(.viewDidDisappear(animated: animated))
    }

    func contentDidChange() {
        contentDidChangeCallCount += 1
    }
{% for route in routes %}

    func show{{ route.module }}() {
        show{{ route.module }}CallCount += 1
    }
{% for output in route.outputs %}

    func {{ route.module|lowerFirst }}{{ output.name|upperFirst }}({% for parameter in output.parameters %}{{ parameter.name }}: {{ parameter.type }}{{ ", " if not forloop.last }}{% endfor %}) {
        openedScreenEvents.append("{{ route.module|lowerFirst }}{{ output.name|upperFirst }}{% for parameter in output.parameters %} \({{ parameter.name }}){% endfor %}")
    }
{% endfor %}
{% endfor %}
}
