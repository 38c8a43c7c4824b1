//
//  PostDetailMockBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit
@testable import Shop

/// A PostDetail builder that records what it was asked to build and returns a new, empty view
/// controller each time: for the router tests of modules that navigate to PostDetail.
@MainActor
final class PostDetailMockBuilder: PostDetailBuilder {
    /// The arguments of one `build(…)` call.
    struct BuildCall {
        let postId: String
        let highlight: Bool
        /// Held weakly, as the module holds it.
        weak var delegate: (any PostDetailDelegate)?
    }

    /// Every `build(…)` call, in order.
    private(set) var buildCalls: [BuildCall] = []

    func build(postId: String, highlight: Bool, delegate: (any PostDetailDelegate)?) -> UIViewController {
        buildCalls.append(BuildCall(postId: postId, highlight: highlight, delegate: delegate))
        return UIViewController()
    }
}
