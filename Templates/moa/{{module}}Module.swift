{% include "_includes/header.stencil" %}

import UIKit

/// The {{ module }} module's entry point. It remembers the routables it created, weakly, so calling
/// it again with the same parameters shows the live screen instead of creating another; when
/// the screen goes, its routable goes with it.
@MainActor
final class {{ module }}Module {
    private var instantiatedRoutables: {{ module }}WeakCollection<{{ module }}Presenter> = {{ module }}WeakCollection()

    init() {}

    /// Shows the module for `parameters` from `container`, or the live one with equal parameters{% if outputs %};
    /// the module reports its events through `completions`{% endif %}.
    @discardableResult
    func open(_ parameters: {{ module }}Parameters, from container: {{ module }}Wireframe.Container{% if outputs %}, completions: {{ module }}Completions = {{ module }}Completions(){% endif %}) -> any {{ module }}Routable {
        if let live = instantiatedRoutables.elements.first(where: { $0.parameters == parameters }) {
{% if outputs %}
            live.completions = completions
{% endif %}
            live.route()
            return live
        }
        let presenter = {{ module }}Presenter(parameters: parameters, wireframe: {{ module }}Wireframe(container: container))
{% if outputs %}
        presenter.completions = completions
{% endif %}
        instantiatedRoutables.append(presenter)
        presenter.route()
        return presenter
    }
}
