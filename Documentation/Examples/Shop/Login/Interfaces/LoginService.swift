//
//  LoginService.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Login module needs from the app's service layer (network, database, …).
///
/// The app passes a conforming service to `LoginDefaultBuilder`; tests pass a fake.
protocol LoginService: Sendable {
    /// Loads the title the screen shows.
    func loadTitle() async throws -> String
}
