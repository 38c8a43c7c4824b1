//
//  PaymentsMockRoutable.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

@testable import Shop

/// A Payments routable that records how often it was routed to: for the tests of application
/// services and modules that open Payments.
@MainActor
final class PaymentsMockRoutable: PaymentsRoutable {
    let parameters: PaymentsParameters
    /// How many times `route()` was called.
    private(set) var routeCallCount = 0

    init(parameters: PaymentsParameters) {
        self.parameters = parameters
    }

    func route() {
        routeCallCount += 1
    }
}
