//
//  FeedViewState.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Observation

/// What the Feed screen shows, published through Observation: the view controller sets the
/// view model, and the SwiftUI content, which reads it, shows each change. The view controller owns
/// it through its root view.
@MainActor
@Observable
final class FeedViewState {
    /// The view model the screen shows.
    var viewModel = FeedViewModel.loading
}
