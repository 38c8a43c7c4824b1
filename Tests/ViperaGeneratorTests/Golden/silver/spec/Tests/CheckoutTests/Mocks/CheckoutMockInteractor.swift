//
//  CheckoutMockInteractor.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Checkout interactor that records what it was asked to do.
@MainActor
final class CheckoutMockInteractor: CheckoutInteractorProtocol {
    /// How many times `loadContent()` was called.
    private(set) var loadContentCallCount = 0

    func loadContent() {
        loadContentCallCount += 1
    }
}
