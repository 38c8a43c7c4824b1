//
//  PostDetailDefaultPresenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `PostDetailDefaultPresenter` turns view events into interactor and router calls, and
/// interactor results into what the view shows.
@MainActor
@Suite struct PostDetailDefaultPresenterTests {
    private struct Offline: Error {}

    private let view = PostDetailMockView()
    private let interactor = PostDetailMockInteractor()
    private let router = PostDetailMockRouter()

    /// A presenter wired to the mocks.
    private func makePresenter() -> PostDetailDefaultPresenter {
        let presenter = PostDetailDefaultPresenter(interactor: interactor, router: router)
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
        makePresenter().didLoad(title: "PostDetail title")
        #expect(view.displayedTitles == ["PostDetail title"])
        #expect(view.displayedErrorMessages.isEmpty)
    }

    @Test func aLoadingErrorShowsAMessage() {
        makePresenter().didFailToLoad(with: Offline())
        #expect(view.displayedErrorMessages.count == 1)
        #expect(view.displayedTitles.isEmpty)
    }

    @Test func tappingCloseAsksTheDelegateToCloseTheModule() {
        let presenter = makePresenter()
        let delegate = PostDetailMockDelegate()
        presenter.delegate = delegate
        presenter.didTapClose()
        #expect(delegate.closeCallCount == 1)
        #expect(router.closeCallCount == 0)
    }

    @Test func aReleasedDelegateIsNotKeptAlive() {
        let presenter = makePresenter()
        var delegate: PostDetailMockDelegate? = PostDetailMockDelegate()
        presenter.delegate = delegate
        #expect(presenter.delegate != nil)
        delegate = nil
        #expect(presenter.delegate == nil)
    }

    @Test func didDeletePostReachesTheDelegate() {
        let presenter = makePresenter()
        let delegate = PostDetailMockDelegate()
        presenter.delegate = delegate
        let id = "id"
        presenter.didDeletePost(id: id)
        #expect(delegate.didDeletePostCalls.count == 1)
        #expect(delegate.didDeletePostCalls.first?.id == id)
        #expect(delegate.closeCallCount == 0)
    }

    @Test func didFinishReachesTheDelegate() {
        let presenter = makePresenter()
        let delegate = PostDetailMockDelegate()
        presenter.delegate = delegate
        presenter.didFinish()
        #expect(delegate.didFinishCalls.count == 1)
        #expect(delegate.closeCallCount == 0)
    }
}
