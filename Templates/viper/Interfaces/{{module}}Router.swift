{% include "_includes/header.stencil" %}

/// Navigation out of the {{ module }} module.
@MainActor
protocol {{ module }}Router {
    /// Closes the module: pops it from its navigation stack, or dismisses it when presented.
    func close()
{% for route in routes %}

    /// Shows the {{ route.module }} module.
    func show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %})
{% if route.outputs %}

    /// Takes the {{ route.module }} module it showed away again.
    func close{{ route.module }}()
{% endif %}
{% endfor %}
}
