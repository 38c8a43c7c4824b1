{% include "_includes/header.stencil" %}

import UIKit

/// Builds a {{ module }} module with all its dependencies injected.
@MainActor
protocol {{ module }}Builder {
    /// Builds a new module and returns its view controller; releasing that view controller
    /// releases the whole module.
{% if outputs %}
    ///
    /// - Parameter delegate: hears what the module reports, and takes it away when it asks to
    ///   close; held weakly.
{% endif %}
    func build({% include "_includes/build-parameters.stencil" %}) -> UIViewController
}
