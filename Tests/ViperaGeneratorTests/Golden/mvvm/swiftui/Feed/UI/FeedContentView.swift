//
//  FeedContentView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import SwiftUI

/// The Feed screen's content in SwiftUI: shows the view model its view state holds. A value,
/// it owns nothing itself: the view controller keeps it.
struct FeedContentView: View {
    let state: FeedViewState

    var body: some View {
        VStack(spacing: 16) {
            if state.viewModel.isLoading {
                ProgressView()
            }
            if let message = state.viewModel.message {
                Text(message)
                    .multilineTextAlignment(.center)
            }
        }
        .padding()
    }
}
