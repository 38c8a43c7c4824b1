//
//  FeedViewStateTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Observation
import Testing
@testable import Shop

/// `FeedViewState` holds the view model the screen shows and tells Observation about each
/// new one, so the SwiftUI content shows it.
@MainActor
@Suite struct FeedViewStateTests {
    /// Counts the changes Observation reported.
    @MainActor
    private final class Changes {
        private(set) var count = 0

        func record() {
            count += 1
        }
    }

    @Test func startsLoading() {
        #expect(FeedViewState().viewModel == .loading)
    }

    @Test func aNewViewModelTellsObservers() {
        let state = FeedViewState()
        let changes = Changes()
        withObservationTracking {
            _ = state.viewModel
        } onChange: {
            MainActor.assumeIsolated { changes.record() }
        }
        state.viewModel = .loaded(title: "Feed title")
        #expect(changes.count == 1)
        #expect(state.viewModel.title == "Feed title")
    }
}
