//
//  PostListMockPresenter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A PostList presenter that records the events and results it receives.
@MainActor
final class PostListMockPresenter: PostListPresenter {
    /// How many times `viewDidLoad()` was called.
    private(set) var viewDidLoadCallCount = 0
    /// How many times `didTapClose()` was called.
    private(set) var didTapCloseCallCount = 0
    /// Every title passed to `didLoad(title:)`, in order.
    private(set) var loadedTitles: [String] = []
    /// Every error passed to `didFailToLoad(with:)`, in order.
    private(set) var loadErrors: [any Error] = []

    func viewDidLoad() {
        viewDidLoadCallCount += 1
    }

    func didTapClose() {
        didTapCloseCallCount += 1
    }

    func didLoad(title: String) {
        loadedTitles.append(title)
    }

    func didFailToLoad(with error: any Error) {
        loadErrors.append(error)
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
