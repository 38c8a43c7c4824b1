//
//  PostDetailMockDelegate.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A PostDetail delegate that records what the module reports.
@MainActor
final class PostDetailMockDelegate: PostDetailDelegate {
    /// How many times `closePostDetail()` was called.
    private(set) var closeCallCount = 0

    func closePostDetail() {
        closeCallCount += 1
    }

    /// The arguments of one `didDeletePost(…)` call.
    struct DidDeletePostCall {
        let id: String
    }

    /// Every `didDeletePost(…)` call, in order.
    private(set) var didDeletePostCalls: [DidDeletePostCall] = []

    func didDeletePost(id: String) {
        didDeletePostCalls.append(DidDeletePostCall(id: id))
    }

    /// The arguments of one `didFinish(…)` call.
    struct DidFinishCall {
    }

    /// Every `didFinish(…)` call, in order.
    private(set) var didFinishCalls: [DidFinishCall] = []

    func didFinish() {
        didFinishCalls.append(DidFinishCall())
    }
}
