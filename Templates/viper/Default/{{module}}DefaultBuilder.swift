{% include "_includes/header.stencil" %}

import UIKit

/// Default {{ module }} builder: wires the module's components and injects its services. It keeps
/// nothing of the module it builds.
@MainActor
final class {{ module }}DefaultBuilder: {{ module }}Builder {
    private let service: any {{ module }}Service

    /// - Parameter service: where the module loads its content from.
    init(service: any {{ module }}Service) {
        self.service = service
    }

    func build() -> UIViewController {
        let interactor = {{ module }}DefaultInteractor(service: service)
        let router = {{ module }}DefaultRouter()
        let presenter = {{ module }}DefaultPresenter(interactor: interactor, router: router)
        let view = {{ module }}DefaultView(presenter: presenter)
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        router.presenter = presenter
        return view
    }
}
