//
//  PostListDefaultRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Default PostList router: navigates from the module's view controller.
@MainActor
final class PostListDefaultRouter: PostListRouter {
    weak var viewController: UIViewController?
    weak var presenter: (any PostListPresenter)?
    private let postDetailBuilder: any PostDetailBuilder

    init(postDetailBuilder: any PostDetailBuilder) {
        self.postDetailBuilder = postDetailBuilder
    }

    func close() {
        guard let viewController else { return }
        if let navigationController = viewController.navigationController,
           navigationController.viewControllers.first !== viewController {
            navigationController.popViewController(animated: true)
        } else {
            viewController.dismiss(animated: true)
        }
    }

    func showPostDetail(postId: String, highlight: Bool) {
        let destination = postDetailBuilder.build(postId: postId, highlight: highlight)
        if let navigationController = viewController?.navigationController {
            navigationController.pushViewController(destination, animated: true)
        } else {
            viewController?.present(destination, animated: true)
        }
    }
}
