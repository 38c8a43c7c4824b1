{% include "_includes/header.stencil" %}

/// The messages the {{ module }} business controllers send one another through
/// `{{ module }}CommunicationCenter`, which broadcasts each to every business controller that
/// conforms to this protocol. Every message does nothing by default, so a business controller
/// implements only those it cares about. Add a method and its default here for each new message.
@MainActor
protocol {{ module }}Conversation: AnyObject {
    /// The screen's content changed.
    func contentDidChange()
{% for output in outputs %}

    /// The screen reports `{{ output.name }}` to whoever opened it.
    func {{ output.declaration }}
{% endfor %}
{% for route in routes %}

    /// Opens the {{ route.module }} screen.
    func show{{ route.module }}()
{% for output in route.outputs %}

    /// The {{ route.module }} screen this one opened reported `{{ output.name }}`.
    func {{ route.module|lowerFirst }}{{ output.name|upperFirst }}({% for parameter in output.parameters %}{{ parameter.name }}: {{ parameter.type }}{{ ", " if not forloop.last }}{% endfor %})
{% endfor %}
{% endfor %}
}

extension {{ module }}Conversation {
    func contentDidChange() {}
{% for output in outputs %}
    func {{ output.declaration }} {}
{% endfor %}
{% for route in routes %}
    func show{{ route.module }}() {}
{% for output in route.outputs %}
    func {{ route.module|lowerFirst }}{{ output.name|upperFirst }}({% for parameter in output.parameters %}{{ parameter.name }}: {{ parameter.type }}{{ ", " if not forloop.last }}{% endfor %}) {}
{% endfor %}
{% endfor %}
}
