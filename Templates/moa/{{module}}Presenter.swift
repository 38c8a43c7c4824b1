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
{% for output in outputs %}

    /// Reports `{{ output.name }}` to whoever opened the module.
    func {{ output.declaration }} {
        completions.{{ output.name }}?({{ output.arguments }})
    }
{% endfor %}
}
