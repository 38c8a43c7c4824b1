{% include "_includes/header.stencil" %}

import UIKit

/// Builds the {{ module }} screen with its business controllers. It keeps nothing of what it
/// builds.
@MainActor
struct {{ module }}Builder {
{% if outputs %}
    /// - Parameter delegate: hears what the screen reports; held weakly.
{% endif %}
    func build({% if outputs %}delegate: (any {{ module }}Delegate)?{% endif %}) -> UIViewController {
        let viewController = {{ module }}ViewController()
        viewController.businessControllers = [
{% for name in businessControllers %}
            {{ module }}{{ name|upperFirst }}BusinessController(viewController: viewController),
{% endfor %}
{% if routes %}
            {{ module }}RoutingBusinessController(viewController: viewController),
{% endif %}
{% if outputs %}
            {{ module }}DelegateBusinessController(delegate: delegate),
{% endif %}
        ]
        return viewController
    }
}
