//
//  PostListDefaultInteractor.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Default PostList interactor: loads the content from the injected service.
@MainActor
final class PostListDefaultInteractor: PostListInteractor {
    weak var presenter: (any PostListPresenter)?
    private let service: any PostListService

    init(service: any PostListService) {
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
