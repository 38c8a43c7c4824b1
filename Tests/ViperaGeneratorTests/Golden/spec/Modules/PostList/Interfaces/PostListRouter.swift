//
//  PostListRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Navigation out of the PostList module.
@MainActor
protocol PostListRouter {
    /// Closes the module: pops it from its navigation stack, or dismisses it when presented.
    func close()

    /// Shows the PostDetail module.
    func showPostDetail(postId: String, highlight: Bool)

    /// Takes the PostDetail module it showed away again.
    func closePostDetail()
}
