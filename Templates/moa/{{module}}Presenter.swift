{% include "_includes/header.stencil" %}

/// The {{ module }} presenter and the module's routable: it owns the wireframe, decides what the
/// screen shows and never touches UIKit. Its view controllers own it, nothing else does.
@MainActor
final class {{ module }}Presenter: {{ module }}Routable {
    let parameters: {{ module }}Parameters
    weak var view: (any {{ module }}View)?
{% if outputs %}
    var completions = {{ module }}Completions()
{% endif %}
    private let wireframe: {{ module }}Wireframe
{% for route in routes %}
    /// Opens the {{ route.module }} module, and shows its live screen again for equal parameters.
    private let {{ route.module|lowerFirst }}Module = {{ route.module }}Module()
{% if route.outputs %}
    /// The {{ route.module }} module this presenter opened, while it is shown.
    private weak var shown{{ route.module }}: (any {{ route.module }}Routable)?
{% endif %}
{% endfor %}

    init(parameters: {{ module }}Parameters, wireframe: {{ module }}Wireframe) {
        self.parameters = parameters
        self.wireframe = wireframe
    }

    func route() {
        wireframe.show(self)
    }

    func viewDidLoad() {
        view?.display(title: "{{ module }}")
    }

    func didTapClose() {
        wireframe.close()
    }
{% if outputs %}

    func close() {
        wireframe.close()
    }
{% endif %}
{% for output in outputs %}

    /// Reports `{{ output.name }}` to whoever opened the module.
    func {{ output.declaration }} {
        completions.{{ output.name }}?({{ output.arguments }})
    }
{% endfor %}
{% for route in routes %}

    /// Opens the {{ route.module }} module from this module's screen{% if route.outputs %}; it reports back here, and its
    /// completions do not keep this presenter alive{% endif %}.
    func show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %}) {
        let parameters = {{ route.module }}Parameters({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
{% if route.outputs %}
        let completions = {{ route.module }}Completions(
{% for output in route.outputs %}
{% if output.parameters %}
            {{ output.name }}: { [weak self] {{ output.arguments }} in self?.{{ output.call }} }{{ "," if not forloop.last }}
{% else %}
            {{ output.name }}: { [weak self] in self?.{{ output.call }} }{{ "," if not forloop.last }}
{% endif %}
{% endfor %}
        )
        shown{{ route.module }} = wireframe.open({{ route.module|lowerFirst }}Module, with: parameters, completions: completions)
{% else %}
        wireframe.open({{ route.module|lowerFirst }}Module, with: parameters)
{% endif %}
    }
{% for output in route.outputs %}

    /// {{ route.module }} reported `{{ output.name }}`: it is done, so it goes away.
    func {{ output.declaration }} {
        shown{{ route.module }}?.close()
    }
{% endfor %}
{% endfor %}
}
