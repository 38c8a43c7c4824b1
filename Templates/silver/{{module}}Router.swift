{% include "_includes/header.stencil" %}

import UIKit

/// The {{ module }} router: made with the module's parameters, it creates the view controller on
/// first use and keeps it weakly{% if routes %}, as it keeps the routers of the modules it shows{% endif %}.
/// The view controller owns it, so the module lives as long as its screen.
@MainActor
final class {{ module }}Router: {{ module }}RouterProtocol {
{% for input in inputs %}
    private let {{ input.name }}: {{ input.type }}
{% endfor %}
    private weak var internalViewController: {{ module }}ViewController?
{% for route in routes %}
    private weak var {{ route.module|lowerFirst }}Router: (any {{ route.module }}RouterProtocol)?
{% endfor %}
{% include "_includes/handler-properties.stencil" %}

{% if inputs %}
    init({% for input in inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %}) {
{% for input in inputs %}
        self.{{ input.name }} = {{ input.name }}
{% endfor %}
    }
{% else %}
    init() {}
{% endif %}

    var viewController: UIViewController {
        if let internalViewController {
            return internalViewController
        }
        let interactor = {{ module }}Interactor(service: inject(){% for input in inputs %}, {{ input.name }}: {{ input.name }}{% endfor %})
        let viewController = {{ module }}ViewController(router: self, interactor: interactor)
        interactor.view = viewController
        internalViewController = viewController
        return viewController
    }

    func configure{% include "_includes/handler-parameters.stencil" %} {
{% include "_includes/handler-assignments.stencil" %}
    }

    /// The user finished: the caller decides what comes next.
    func done() {
        doneHandler?()
    }

    /// The user gave up: the caller takes the screen away.
    func cancel() {
        cancelHandler?()
    }
{% for output in outputs %}

    /// Reports `{{ output.name }}` to the caller.
    func {{ output.declaration }} {
        {{ output.name }}Handler?({{ output.arguments }})
    }
{% endfor %}
{% for route in routes %}

    /// Shows the {{ route.module }} module and takes it away again when it is done or cancelled{% if route.outputs %}, or
    /// reports an event{% endif %}.
    func show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %}) {
        let module = {{ route.module }}Assembly.module({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        {{ route.module|lowerFirst }}Router = module.router
        let close: @MainActor () -> Void = { [weak destination = module.viewController] in
            if let navigationController = destination?.navigationController {
                navigationController.popViewController(animated: true)
            } else {
                destination?.dismiss(animated: true)
            }
        }
{% if route.outputs %}
        module.router.configure(
            doneHandler: close,
            cancelHandler: close,
{% for output in route.outputs %}
{% if output.parameters %}
            {{ output.name }}Handler: { {{ output.arguments }} in close() }{{ "," if not forloop.last }}
{% else %}
            {{ output.name }}Handler: close{{ "," if not forloop.last }}
{% endif %}
{% endfor %}
        )
{% else %}
        module.router.configure(doneHandler: close, cancelHandler: close)
{% endif %}
        if let navigationController = internalViewController?.navigationController {
            navigationController.pushViewController(module.viewController, animated: true)
        } else {
            internalViewController?.present(module.viewController, animated: true)
        }
    }
{% endfor %}
}
