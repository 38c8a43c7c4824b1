{% include "_includes/header.stencil" %}

import UIKit

/// Builds the {{ module }} screen with its business controllers. It keeps nothing of what it
/// builds.
@MainActor
struct {{ module }}Builder {
    func build() -> UIViewController {
        let viewController = {{ module }}ViewController()
        viewController.businessControllers = [
{% for name in businessControllers %}
            {{ module }}{{ name|upperFirst }}BusinessController(viewController: viewController),
{% endfor %}
        ]
        return viewController
    }
}
