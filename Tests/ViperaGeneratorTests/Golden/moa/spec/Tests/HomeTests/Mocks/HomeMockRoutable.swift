//
//  HomeMockRoutable.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Home routable that records how often it was routed to: for the tests of application
/// services and modules that open Home.
@MainActor
final class HomeMockRoutable: HomeRoutable {
    let parameters: HomeParameters
    /// How many times `route()` was called.
    private(set) var routeCallCount = 0

    init(parameters: HomeParameters) {
        self.parameters = parameters
    }

    func route() {
        routeCallCount += 1
    }
}
