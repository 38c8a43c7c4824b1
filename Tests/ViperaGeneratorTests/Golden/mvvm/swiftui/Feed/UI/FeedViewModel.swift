//
//  FeedViewModel.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Foundation

/// What the Feed screen shows: a value with defaults, doing display logic only.
struct FeedViewModel: Equatable, Sendable {
    /// The navigation title.
    var title: String = ""
    /// A message in the middle of the screen, or `nil` for none.
    var message: String? = nil
    /// Whether the content is still loading.
    var isLoading: Bool = true

    /// The screen while its content loads.
    static let loading = FeedViewModel()

    /// The screen showing `title`.
    static func loaded(title: String) -> FeedViewModel {
        FeedViewModel(title: title, message: nil, isLoading: false)
    }

    /// The screen after loading failed with `error`.
    static func failed(_ error: any Error) -> FeedViewModel {
        FeedViewModel(title: "", message: "Could not load: \(error.localizedDescription)", isLoading: false)
    }
}
