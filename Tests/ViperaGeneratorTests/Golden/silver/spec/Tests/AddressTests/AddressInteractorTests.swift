//
//  AddressInteractorTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `AddressInteractor` loads from its service and shows the result on the view.
@MainActor
@Suite struct AddressInteractorTests {
    private struct Offline: Error {}

    private let view = AddressMockView()

    /// An interactor loading from `service` and showing on `view`.
    private func makeInteractor(service: AddressMockService) -> AddressInteractor {
        let street = "street"
        let interactor = AddressInteractor(service: service, street: street)
        interactor.view = view
        return interactor
    }

    @Test func theServicesTitleReachesTheView() async {
        let service = AddressMockService(title: "Address title")
        let interactor = makeInteractor(service: service)
        interactor.loadContent()
        let shown = await AddressWaiting.until { !view.displayedTitles.isEmpty }
        #expect(shown)
        #expect(view.displayedTitles == ["Address title"])
        #expect(view.displayedErrorMessages.isEmpty)
        #expect(await service.loadTitleCallCount == 1)
        #expect(interactor.view === view)
    }

    @Test func aServiceErrorReachesTheView() async {
        let interactor = makeInteractor(service: AddressMockService(error: Offline()))
        interactor.loadContent()
        let shown = await AddressWaiting.until { !view.displayedErrorMessages.isEmpty }
        #expect(shown)
        #expect(view.displayedErrorMessages.count == 1)
        #expect(view.displayedTitles.isEmpty)
        #expect(interactor.view === view)
    }
}
