{% include "_includes/header.stencil" %}

import UIKit
{% include "_includes/testable-import.stencil" %}

/// A {{ module }} builder that records what it was asked to build and returns a new, empty view
/// controller each time: for the router tests of modules that navigate to {{ module }}.
@MainActor
final class {{ module }}MockBuilder: {{ module }}Builder {
    /// The arguments of one `build(…)` call.
    struct BuildCall {
{% for input in inputs %}
        let {{ input.name }}: {{ input.type }}
{% endfor %}
{% if outputs %}
        /// Held weakly, as the module holds it.
        weak var delegate: (any {{ module }}Delegate)?
{% endif %}
    }

    /// Every `build(…)` call, in order.
    private(set) var buildCalls: [BuildCall] = []

    func build({% include "_includes/build-parameters.stencil" %}) -> UIViewController {
        buildCalls.append(BuildCall({% for input in inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last or outputs }}{% endfor %}{% if outputs %}delegate: delegate{% endif %}))
        return UIViewController()
    }
}
