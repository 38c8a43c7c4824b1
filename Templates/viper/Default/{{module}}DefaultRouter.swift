{% include "_includes/header.stencil" %}

import UIKit

/// Default {{ module }} router: navigates from the module's view controller.
@MainActor
final class {{ module }}DefaultRouter: {{ module }}Router {
    weak var viewController: UIViewController?
    weak var presenter: (any {{ module }}Presenter)?
{% for route in routes %}
    private let {{ route.module|lowerFirst }}Builder: any {{ route.module }}Builder
{% endfor %}
{% if routes %}

    init({% for route in routes %}{{ route.module|lowerFirst }}Builder: any {{ route.module }}Builder{{ ", " if not forloop.last }}{% endfor %}) {
{% for route in routes %}
        self.{{ route.module|lowerFirst }}Builder = {{ route.module|lowerFirst }}Builder
{% endfor %}
    }
{% endif %}

    func close() {
        guard let viewController else { return }
        if let navigationController = viewController.navigationController,
           navigationController.viewControllers.first !== viewController {
            navigationController.popViewController(animated: true)
        } else {
            viewController.dismiss(animated: true)
        }
    }
{% for route in routes %}

    func show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %}) {
        let destination = {{ route.module|lowerFirst }}Builder.build({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        if let navigationController = viewController?.navigationController {
            navigationController.pushViewController(destination, animated: true)
        } else {
            viewController?.present(destination, animated: true)
        }
    }
{% endfor %}
}
