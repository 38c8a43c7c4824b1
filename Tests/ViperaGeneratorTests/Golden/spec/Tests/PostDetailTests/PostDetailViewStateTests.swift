//
//  PostDetailViewStateTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Observation
import Testing
@testable import Shop

/// `PostDetailViewState` holds what the screen shows and tells Observation about each change,
/// so the SwiftUI content shows it.
@MainActor
@Suite struct PostDetailViewStateTests {
    /// Counts the changes Observation reported.
    @MainActor
    private final class Changes {
        private(set) var count = 0

        func record() {
            count += 1
        }
    }

    /// How many changes Observation reports to an observer that read `read` while `change` runs.
    private func changes(reading read: () -> Void, during change: () -> Void) -> Int {
        let changes = Changes()
        withObservationTracking(read) {
            MainActor.assumeIsolated { changes.record() }
        }
        change()
        return changes.count
    }

    @Test func displayingATitleShowsItAndTellsObservers() {
        let state = PostDetailViewState()
        let observed = changes(reading: { _ = state.title }, during: { state.display(title: "PostDetail title") })
        #expect(observed == 1)
        #expect(state.title == "PostDetail title")
        #expect(state.errorMessage == nil)
    }

    @Test func displayingAnErrorMessageShowsItAndTellsObservers() {
        let state = PostDetailViewState()
        let observed = changes(reading: { _ = state.errorMessage }, during: { state.display(errorMessage: "Offline") })
        #expect(observed == 1)
        #expect(state.errorMessage == "Offline")
    }

    @Test func aTitleClearsTheErrorMessage() {
        let state = PostDetailViewState()
        state.display(errorMessage: "Offline")
        state.display(title: "PostDetail title")
        #expect(state.errorMessage == nil)
    }
}
