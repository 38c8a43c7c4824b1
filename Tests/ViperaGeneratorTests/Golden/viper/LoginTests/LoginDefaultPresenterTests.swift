//
//  LoginDefaultPresenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `LoginDefaultPresenter` turns view events into interactor and router calls, and
/// interactor results into what the view shows.
@MainActor
@Suite struct LoginDefaultPresenterTests {
    private struct Offline: Error {}

    private let view = LoginMockView()
    private let interactor = LoginMockInteractor()
    private let router = LoginMockRouter()

    /// A presenter wired to the mocks.
    private func makePresenter() -> LoginDefaultPresenter {
        let presenter = LoginDefaultPresenter(interactor: interactor, router: router)
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
        makePresenter().didLoad(title: "Login title")
        #expect(view.displayedTitles == ["Login title"])
        #expect(view.displayedErrorMessages.isEmpty)
    }

    @Test func aLoadingErrorShowsAMessage() {
        makePresenter().didFailToLoad(with: Offline())
        #expect(view.displayedErrorMessages.count == 1)
        #expect(view.displayedTitles.isEmpty)
    }
}
