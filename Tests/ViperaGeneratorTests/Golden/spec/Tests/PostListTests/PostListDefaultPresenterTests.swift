//
//  PostListDefaultPresenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `PostListDefaultPresenter` turns view events into interactor and router calls, and
/// interactor results into what the view shows.
@MainActor
@Suite struct PostListDefaultPresenterTests {
    private struct Offline: Error {}

    private let view = PostListMockView()
    private let interactor = PostListMockInteractor()
    private let router = PostListMockRouter()

    /// A presenter wired to the mocks.
    private func makePresenter() -> PostListDefaultPresenter {
        let presenter = PostListDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    @Test func viewDidLoadAsksTheInteractorForContent() {
        makePresenter().viewDidLoad()
        #expect(interactor.loadContentCallCount == 1)
        #expect(router.closeCallCount == 0)
    }

    @Test func tappingCloseAsksTheRouterToClose() {
        makePresenter().didTapClose()
        #expect(router.closeCallCount == 1)
        #expect(interactor.loadContentCallCount == 0)
    }

    @Test func aLoadedTitleReachesTheView() {
        makePresenter().didLoad(title: "PostList title")
        #expect(view.displayedTitles == ["PostList title"])
        #expect(view.displayedErrorMessages.isEmpty)
    }

    @Test func aLoadingErrorShowsAMessage() {
        makePresenter().didFailToLoad(with: Offline())
        #expect(view.displayedErrorMessages.count == 1)
        #expect(view.displayedTitles.isEmpty)
    }

    @Test func postDetailDidDeletePostClosesIt() {
        let presenter = makePresenter()
        let id = "id"
        presenter.didDeletePost(id: id)
        #expect(router.closePostDetailCallCount == 1)
        #expect(router.closeCallCount == 0)
    }

    @Test func postDetailDidFinishClosesIt() {
        let presenter = makePresenter()
        presenter.didFinish()
        #expect(router.closePostDetailCallCount == 1)
        #expect(router.closeCallCount == 0)
    }
}
