//
//  AddressService.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Address module needs from the service layer, injected from the ServiceLocator.
protocol AddressService: Sendable {
    /// Loads the title the screen shows.
    func loadTitle() async throws -> String
}
