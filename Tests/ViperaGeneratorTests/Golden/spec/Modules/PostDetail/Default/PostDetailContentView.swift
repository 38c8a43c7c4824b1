//
//  PostDetailContentView.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import SwiftUI

/// The PostDetail screen's content in SwiftUI: shows the view state and forwards the user's
/// events to the presenter. A value, it owns nothing itself: the hosting controller keeps it.
struct PostDetailContentView: View {
    let state: PostDetailViewState
    let presenter: any PostDetailPresenter

    var body: some View {
        VStack(spacing: 16) {
            Text(state.title)
                .font(.title)
            if let errorMessage = state.errorMessage {
                Text(errorMessage)
                    .multilineTextAlignment(.center)
            }
            Button("Close") {
                presenter.didTapClose()
            }
        }
        .padding()
    }
}
