//
//  PostListMockBuilder.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import UIKit
@testable import Shop

/// A PostList builder that records what it was asked to build and returns a new, empty view
/// controller each time: for the router tests of modules that navigate to PostList.
@MainActor
final class PostListMockBuilder: PostListBuilder {
    /// The arguments of one `build(…)` call.
    struct BuildCall {
    }

    /// Every `build(…)` call, in order.
    private(set) var buildCalls: [BuildCall] = []

    func build() -> UIViewController {
        buildCalls.append(BuildCall())
        return UIViewController()
    }
}
