//
//  LoginMockRouter.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Login router that records where it was asked to go.
@MainActor
final class LoginMockRouter: LoginRouter {
    /// How many times `close()` was called.
    private(set) var closeCallCount = 0

    func close() {
        closeCallCount += 1
    }
}
