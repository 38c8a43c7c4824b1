//
//  LoginMockRoutable.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Login routable that records how often it was routed to: for the tests of application
/// services and modules that open Login.
@MainActor
final class LoginMockRoutable: LoginRoutable {
    let parameters: LoginParameters
    var completions = LoginCompletions()
    /// How many times `route()` was called.
    private(set) var routeCallCount = 0
    /// How many times `close()` was called.
    private(set) var closeCallCount = 0

    init(parameters: LoginParameters) {
        self.parameters = parameters
    }

    func route() {
        routeCallCount += 1
    }

    func close() {
        closeCallCount += 1
    }
}
