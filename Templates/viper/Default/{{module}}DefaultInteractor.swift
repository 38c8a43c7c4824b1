{% include "_includes/header.stencil" %}

/// Default {{ module }} interactor: loads the content from the injected service.
@MainActor
final class {{ module }}DefaultInteractor: {{ module }}Interactor {
    weak var presenter: (any {{ module }}Presenter)?
    private let service: any {{ module }}Service

    init(service: any {{ module }}Service) {
        self.service = service
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
