{% include "_includes/header.stencil" %}

import UIKit

/// Default {{ module }} builder: wires the module's components and injects its services. It keeps
/// nothing of the module it builds.
@MainActor
final class {{ module }}DefaultBuilder: {{ module }}Builder {
    private let service: any {{ module }}Service
{% for route in routes %}
    private let {{ route.module|lowerFirst }}Builder: any {{ route.module }}Builder
{% endfor %}

{% if routes %}
    /// - Parameters:
    ///   - service: where the module loads its content from.
{% for route in routes %}
    ///   - {{ route.module|lowerFirst }}Builder: builds the {{ route.module }} module this one navigates to.
{% endfor %}
{% else %}
    /// - Parameter service: where the module loads its content from.
{% endif %}
    init(service: any {{ module }}Service{% for route in routes %}, {{ route.module|lowerFirst }}Builder: any {{ route.module }}Builder{% endfor %}) {
        self.service = service
{% for route in routes %}
        self.{{ route.module|lowerFirst }}Builder = {{ route.module|lowerFirst }}Builder
{% endfor %}
    }

    func build({% include "_includes/build-parameters.stencil" %}) -> UIViewController {
        let interactor = {{ module }}DefaultInteractor(service: service{% for input in inputs %}, {{ input.name }}: {{ input.name }}{% endfor %})
        let router = {{ module }}DefaultRouter({% for route in routes %}{{ route.module|lowerFirst }}Builder: {{ route.module|lowerFirst }}Builder{{ ", " if not forloop.last }}{% endfor %})
        let presenter = {{ module }}DefaultPresenter(interactor: interactor, router: router)
{% if ui == "swiftui" %}
        let state = {{ module }}ViewState()
        let view = {{ module }}DefaultView(presenter: presenter, state: state)
        presenter.view = state
{% else %}
        let view = {{ module }}DefaultView(presenter: presenter)
        presenter.view = view
{% endif %}
{% if outputs %}
        presenter.delegate = delegate
{% endif %}
        interactor.presenter = presenter
        router.viewController = view
        router.presenter = presenter
        return view
    }
}
