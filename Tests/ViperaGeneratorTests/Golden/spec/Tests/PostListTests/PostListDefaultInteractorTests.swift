//
//  PostListDefaultInteractorTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `PostListDefaultInteractor` loads from its service and reports the result to the presenter.
@MainActor
@Suite struct PostListDefaultInteractorTests {
    private struct Offline: Error {}

    @Test func theServicesTitleReachesThePresenter() async {
        let service = PostListMockService(title: "PostList title")
        let presenter = PostListMockPresenter()
        let interactor = PostListDefaultInteractor(service: service)
        interactor.presenter = presenter
        interactor.loadContent()
        let reported = await PostListWaiting.until { !presenter.loadedTitles.isEmpty }
        #expect(reported)
        #expect(presenter.loadedTitles == ["PostList title"])
        #expect(presenter.loadErrors.isEmpty)
        #expect(await service.loadTitleCallCount == 1)
    }

    @Test func aServiceErrorReachesThePresenter() async {
        let presenter = PostListMockPresenter()
        let interactor = PostListDefaultInteractor(service: PostListMockService(error: Offline()))
        interactor.presenter = presenter
        interactor.loadContent()
        let reported = await PostListWaiting.until { !presenter.loadErrors.isEmpty }
        #expect(reported)
        #expect(presenter.loadErrors.first is Offline)
        #expect(presenter.loadedTitles.isEmpty)
    }
}
