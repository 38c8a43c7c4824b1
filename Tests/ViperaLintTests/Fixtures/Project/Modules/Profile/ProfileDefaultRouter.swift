import UIKit

final class ProfileDefaultRouter: ProfileRouter {
    weak var viewController: UIViewController?
    weak var presenter: (any ProfilePresenter)?

    func close() { viewController?.dismiss(animated: true) }
}

final class ProfileDefaultInteractor: ProfileInteractor {
    weak var presenter: (any ProfilePresenter)?
    private let service: any ProfileService

    init(service: any ProfileService) { self.service = service }

    func load() {
        Task { [weak self, service] in
            let name = await service.name()
            self?.presenter?.didLoad(name: name)
        }
    }
}

final class ProfileDefaultBuilder: ProfileBuilder {
    private let service: any ProfileService

    init(service: any ProfileService) { self.service = service }

    func build() -> UIViewController {
        let interactor = ProfileDefaultInteractor(service: service)
        let router = ProfileDefaultRouter()
        let presenter = ProfileDefaultPresenter(interactor: interactor, router: router)
        let view = ProfileDefaultView(presenter: presenter)
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        router.presenter = presenter
        return view
    }
}
