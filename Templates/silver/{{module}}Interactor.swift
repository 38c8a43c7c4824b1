{% include "_includes/header.stencil" %}

/// Loads the {{ module }} screen's content from its service and tells the view.
@MainActor
final class {{ module }}Interactor: {{ module }}InteractorProtocol {
    weak var view: (any {{ module }}ViewProtocol)?
    private let service: any {{ module }}Service
{% for input in inputs %}
    /// The {{ input.name }} the module was made with.
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
                self?.view?.display(title: title)
            } catch {
                self?.view?.display(errorMessage: "Something went wrong. Please try again.")
            }
        }
    }
}
