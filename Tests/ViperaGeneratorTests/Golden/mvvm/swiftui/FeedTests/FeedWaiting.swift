//
//  FeedWaiting.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// Waits for what the Feed module finishes asynchronously (the view controller's `Task`).
@MainActor
enum FeedWaiting {
    /// Checks `condition` every 10 ms until it holds or `timeout` passes; returns whether it held.
    static func until(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
}
