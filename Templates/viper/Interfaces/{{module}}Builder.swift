{% include "_includes/header.stencil" %}

import UIKit

/// Builds a {{ module }} module with all its dependencies injected.
@MainActor
protocol {{ module }}Builder {
    /// Builds a new module and returns its view controller; releasing that view controller
    /// releases the whole module.
    func build({% for input in inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %}) -> UIViewController
}
