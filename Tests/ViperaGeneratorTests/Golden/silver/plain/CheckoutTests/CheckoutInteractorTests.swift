//
//  CheckoutInteractorTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `CheckoutInteractor` loads from its service and shows the result on the view.
@MainActor
@Suite struct CheckoutInteractorTests {
    private struct Offline: Error {}

    private let view = CheckoutMockView()

    /// An interactor loading from `service` and showing on `view`.
    private func makeInteractor(service: CheckoutMockService) -> CheckoutInteractor {
        let interactor = CheckoutInteractor(service: service)
        interactor.view = view
        return interactor
    }

    @Test func theServicesTitleReachesTheView() async {
        let service = CheckoutMockService(title: "Checkout title")
        let interactor = makeInteractor(service: service)
        interactor.loadContent()
        let shown = await CheckoutWaiting.until { !view.displayedTitles.isEmpty }
        #expect(shown)
        #expect(view.displayedTitles == ["Checkout title"])
        #expect(view.displayedErrorMessages.isEmpty)
        #expect(await service.loadTitleCallCount == 1)
        #expect(interactor.view === view)
    }

    @Test func aServiceErrorReachesTheView() async {
        let interactor = makeInteractor(service: CheckoutMockService(error: Offline()))
        interactor.loadContent()
        let shown = await CheckoutWaiting.until { !view.displayedErrorMessages.isEmpty }
        #expect(shown)
        #expect(view.displayedErrorMessages.count == 1)
        #expect(view.displayedTitles.isEmpty)
        #expect(interactor.view === view)
    }
}
