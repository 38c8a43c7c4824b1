//
//  PostDetailDefaultBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Default PostDetail builder: wires the module's components and injects its services. It keeps
/// nothing of the module it builds.
@MainActor
final class PostDetailDefaultBuilder: PostDetailBuilder {
    private let service: any PostDetailService

    /// - Parameter service: where the module loads its content from.
    init(service: any PostDetailService) {
        self.service = service
    }

    func build(postId: String, highlight: Bool, delegate: (any PostDetailDelegate)?) -> UIViewController {
        let interactor = PostDetailDefaultInteractor(service: service, postId: postId, highlight: highlight)
        let router = PostDetailDefaultRouter()
        let presenter = PostDetailDefaultPresenter(interactor: interactor, router: router)
        let state = PostDetailViewState()
        let view = PostDetailDefaultView(presenter: presenter, state: state)
        presenter.view = state
        presenter.delegate = delegate
        interactor.presenter = presenter
        router.viewController = view
        router.presenter = presenter
        return view
    }
}
