//
//  PostDetailDefaultInteractor.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Default PostDetail interactor: loads the content from the injected service.
@MainActor
final class PostDetailDefaultInteractor: PostDetailInteractor {
    weak var presenter: (any PostDetailPresenter)?
    private let service: any PostDetailService
    /// The postId the module was built with.
    let postId: String
    /// The highlight the module was built with.
    let highlight: Bool

    init(service: any PostDetailService, postId: String, highlight: Bool) {
        self.service = service
        self.postId = postId
        self.highlight = highlight
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
