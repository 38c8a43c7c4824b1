//
//  LoginDefaultInteractorTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `LoginDefaultInteractor` loads from its service and reports the result to the presenter.
@MainActor
@Suite struct LoginDefaultInteractorTests {
    private struct Offline: Error {}

    @Test func theServicesTitleReachesThePresenter() async {
        let service = LoginMockService(title: "Login title")
        let presenter = LoginMockPresenter()
        let interactor = LoginDefaultInteractor(service: service)
        interactor.presenter = presenter
        interactor.loadContent()
        let reported = await LoginWaiting.until { !presenter.loadedTitles.isEmpty }
        #expect(reported)
        #expect(presenter.loadedTitles == ["Login title"])
        #expect(presenter.loadErrors.isEmpty)
        #expect(await service.loadTitleCallCount == 1)
    }

    @Test func aServiceErrorReachesThePresenter() async {
        let presenter = LoginMockPresenter()
        let interactor = LoginDefaultInteractor(service: LoginMockService(error: Offline()))
        interactor.presenter = presenter
        interactor.loadContent()
        let reported = await LoginWaiting.until { !presenter.loadErrors.isEmpty }
        #expect(reported)
        #expect(presenter.loadErrors.first is Offline)
        #expect(presenter.loadedTitles.isEmpty)
    }
}
