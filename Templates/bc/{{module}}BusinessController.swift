{% include "_includes/header.stencil" %}

import UIKit

/// One part of the {{ module }} screen's behaviour. The view controller owns its business
/// controllers and forwards its lifecycle to them; a business controller holds the view
/// controller weakly, never references another business controller, and talks to the others
/// through the view controller's communication center.
@MainActor
protocol {{ module }}BusinessController: {{ module }}ViewControllerEvents {}
{% for name in businessControllers %}

/// The {{ name|upperFirst }} part of the {{ module }} screen.
final class {{ module }}{{ name|upperFirst }}BusinessController: {{ module }}BusinessController, {{ module }}Conversation {
    /// The screen; weak, because the screen owns this business controller.
    private weak var viewController: {{ module }}ViewController?

    init(viewController: {{ module }}ViewController) {
        self.viewController = viewController
    }

    func viewDidLoad() {
        viewController?.communicationCenter.broadcast { $0.contentDidChange() }
    }

    func contentDidChange() {
        viewController?.title = "{{ module }}"
    }
}
{% endfor %}
