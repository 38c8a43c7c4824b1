//
//  PostDetailDefaultInteractorTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `PostDetailDefaultInteractor` loads from its service and reports the result to the presenter.
@MainActor
@Suite struct PostDetailDefaultInteractorTests {
    private struct Offline: Error {}

    @Test func theServicesTitleReachesThePresenter() async {
        let service = PostDetailMockService(title: "PostDetail title")
        let presenter = PostDetailMockPresenter()
        let postId = "postId"
        let highlight = true
        let interactor = PostDetailDefaultInteractor(service: service, postId: postId, highlight: highlight)
        interactor.presenter = presenter
        interactor.loadContent()
        let reported = await PostDetailWaiting.until { !presenter.loadedTitles.isEmpty }
        #expect(reported)
        #expect(presenter.loadedTitles == ["PostDetail title"])
        #expect(presenter.loadErrors.isEmpty)
        #expect(await service.loadTitleCallCount == 1)
    }

    @Test func aServiceErrorReachesThePresenter() async {
        let presenter = PostDetailMockPresenter()
        let postId = "postId"
        let highlight = true
        let interactor = PostDetailDefaultInteractor(service: PostDetailMockService(error: Offline()), postId: postId, highlight: highlight)
        interactor.presenter = presenter
        interactor.loadContent()
        let reported = await PostDetailWaiting.until { !presenter.loadErrors.isEmpty }
        #expect(reported)
        #expect(presenter.loadErrors.first is Offline)
        #expect(presenter.loadedTitles.isEmpty)
    }
}
