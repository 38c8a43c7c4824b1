//
//  LoginDefaultInteractor.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Default Login interactor: loads the content from the injected service.
@MainActor
final class LoginDefaultInteractor: LoginInteractor {
    weak var presenter: (any LoginPresenter)?
    private let service: any LoginService
    let session = SessionStore()

    init(service: any LoginService) {
        self.service = service
        session.onExpire = { self.presenter?.didFailToLoad(with: SessionExpired()) }
        session.interactor = self
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
