//
//  PostDetailBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit

/// Builds a PostDetail module with all its dependencies injected.
@MainActor
protocol PostDetailBuilder {
    /// Builds a new module and returns its view controller; releasing that view controller
    /// releases the whole module.
    ///
    /// - Parameter delegate: hears what the module reports, and takes it away when it asks to
    ///   close; held weakly.
    func build(postId: String, highlight: Bool, delegate: (any PostDetailDelegate)?) -> UIViewController
}
