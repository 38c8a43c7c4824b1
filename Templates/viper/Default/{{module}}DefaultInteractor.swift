{% include "_includes/header.stencil" %}

/// Default {{ module }} interactor: loads the content from the injected service.
@MainActor
final class {{ module }}DefaultInteractor: {{ module }}Interactor {
    weak var presenter: (any {{ module }}Presenter)?
    private let service: any {{ module }}Service
{% for input in inputs %}
    /// The {{ input.name }} the module was built with.
    let {{ input.name }}: {{ input.type }}
{% endfor %}

    init(service: any {{ module }}Service{% for input in inputs %}, {{ input.name }}: {{ input.type }}{% endfor %}) {
        self.service = service
{% for input in inputs %}
        self.{{ input.name }} = {{ input.name }}
{% endfor %}
    }

    func loadContent() {
        Task { [weak self, service] in
            do {
                let title = try await service.loadTitle()
                self?.presenter?.didLoad(title: title)
            } catch {
                self?.presenter?.didFailToLoad(with: error)
            }
        }
    }
}
