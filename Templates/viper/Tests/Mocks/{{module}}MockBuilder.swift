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
    }

    /// Every `build(…)` call, in order.
    private(set) var buildCalls: [BuildCall] = []

    func build({% for input in inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %}) -> UIViewController {
        buildCalls.append(BuildCall({% for input in inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %}))
        return UIViewController()
    }
}
