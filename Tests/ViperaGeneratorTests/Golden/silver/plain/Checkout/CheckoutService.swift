//
//  CheckoutService.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Checkout module needs from the service layer, injected from the ServiceLocator.
protocol CheckoutService: Sendable {
    /// Loads the title the screen shows.
    func loadTitle() async throws -> String
}
