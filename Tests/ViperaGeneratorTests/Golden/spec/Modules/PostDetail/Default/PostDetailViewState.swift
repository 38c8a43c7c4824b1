//
//  PostDetailViewState.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Observation

/// What the PostDetail screen shows, published through Observation: the presenter sets it through
/// `PostDetailView`, and the SwiftUI content, which reads it, shows each change. The hosting
/// controller owns it through its root view; the presenter holds it weakly.
@MainActor
@Observable
final class PostDetailViewState: PostDetailView {
    /// The screen's title.
    private(set) var title = ""
    /// Why the content could not be loaded, or `nil`.
    private(set) var errorMessage: String? = nil

    func display(title: String) {
        self.title = title
        errorMessage = nil
    }

    func display(errorMessage: String) {
        self.errorMessage = errorMessage
    }
}
