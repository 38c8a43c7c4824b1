//
//  PostListMockRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A PostList router that records where it was asked to go.
@MainActor
final class PostListMockRouter: PostListRouter {
    /// The arguments of one `showPostDetail(…)` call.
    struct ShowPostDetailCall {
        let postId: String
        let highlight: Bool
    }

    /// How many times `close()` was called.
    private(set) var closeCallCount = 0
    /// Every `showPostDetail(…)` call, in order.
    private(set) var showPostDetailCalls: [ShowPostDetailCall] = []
    /// How many times `closePostDetail()` was called.
    private(set) var closePostDetailCallCount = 0

    func close() {
        closeCallCount += 1
    }

    func showPostDetail(postId: String, highlight: Bool) {
        showPostDetailCalls.append(ShowPostDetailCall(postId: postId, highlight: highlight))
    }

    func closePostDetail() {
        closePostDetailCallCount += 1
    }
}
