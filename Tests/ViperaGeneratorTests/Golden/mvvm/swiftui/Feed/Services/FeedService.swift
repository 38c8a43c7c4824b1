//
//  FeedService.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// What the Feed screen needs from the service layer: the contract between the UI layer
/// and the service layer, defined on the service side. The service layer implements it (and may
/// use micro-services such as networking or a cache); tests pass a fake.
protocol FeedService: Sendable {
    /// Loads the title the screen shows.
    func loadTitle() async throws -> String
}
