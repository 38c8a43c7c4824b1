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
{% for route in routes %}
{% if route.outputs %}
    /// The {{ route.module }} module this router showed, while it is shown.
    private weak var shown{{ route.module }}: UIViewController?
{% endif %}
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
        let destination = {{ route.module|lowerFirst }}Builder.build({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last or route.outputs }}{% endfor %}{% if route.outputs %}delegate: self{% endif %})
{% if route.outputs %}
        shown{{ route.module }} = destination
{% endif %}
        if let navigationController = viewController?.navigationController {
            navigationController.pushViewController(destination, animated: true)
        } else {
            viewController?.present(destination, animated: true)
        }
    }
{% endfor %}
}
{% for route in routes %}
{% if route.outputs %}

/// The {{ module }} router is the delegate of the {{ route.module }} module it shows: it takes the
/// module away when it asks, and tells the presenter what it reports.
extension {{ module }}DefaultRouter: {{ route.module }}Delegate {
    func close{{ route.module }}() {
        guard let destination = shown{{ route.module }} else { return }
        if let navigationController = destination.navigationController, let viewController,
           navigationController.viewControllers.contains(where: { $0 === viewController }) {
            navigationController.popToViewController(viewController, animated: true)
        } else {
            destination.dismiss(animated: true)
        }
    }
{% for output in route.outputs %}

    func {{ output.declaration }} {
        presenter?.{{ output.call }}
    }
{% endfor %}
}
{% endif %}
{% endfor %}
