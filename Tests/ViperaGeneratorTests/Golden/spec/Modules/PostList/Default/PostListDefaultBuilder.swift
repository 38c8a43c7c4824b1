//
//  PostListDefaultBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Default PostList builder: wires the module's components and injects its services. It keeps
/// nothing of the module it builds.
@MainActor
final class PostListDefaultBuilder: PostListBuilder {
    private let service: any PostListService
    private let postDetailBuilder: any PostDetailBuilder

    /// - Parameters:
    ///   - service: where the module loads its content from.
    ///   - postDetailBuilder: builds the PostDetail module this one navigates to.
    init(service: any PostListService, postDetailBuilder: any PostDetailBuilder) {
        self.service = service
        self.postDetailBuilder = postDetailBuilder
    }

    func build() -> UIViewController {
        let interactor = PostListDefaultInteractor(service: service)
        let router = PostListDefaultRouter(postDetailBuilder: postDetailBuilder)
        let presenter = PostListDefaultPresenter(interactor: interactor, router: router)
        let view = PostListDefaultView(presenter: presenter)
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view
        router.presenter = presenter
        return view
    }
}
