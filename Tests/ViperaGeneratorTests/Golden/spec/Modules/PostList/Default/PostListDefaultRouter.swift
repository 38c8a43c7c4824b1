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
    /// The PostDetail module this router showed, while it is shown.
    private weak var shownPostDetail: UIViewController?

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
        let destination = postDetailBuilder.build(postId: postId, highlight: highlight, delegate: self)
        shownPostDetail = destination
        if let navigationController = viewController?.navigationController {
            navigationController.pushViewController(destination, animated: true)
        } else {
            viewController?.present(destination, animated: true)
        }
    }
}

/// The PostList router is the delegate of the PostDetail module it shows: it takes the
/// module away when it asks, and tells the presenter what it reports.
extension PostListDefaultRouter: PostDetailDelegate {
    func closePostDetail() {
        guard let destination = shownPostDetail else { return }
        if let navigationController = destination.navigationController, let viewController,
           navigationController.viewControllers.contains(where: { $0 === viewController }) {
            navigationController.popToViewController(viewController, animated: true)
        } else {
            destination.dismiss(animated: true)
        }
    }

    func didDeletePost(id: String) {
        presenter?.didDeletePost(id: id)
    }

    func didFinish() {
        presenter?.didFinish()
    }
}
