//
//  PostDetailDefaultBuilderTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PostDetailDefaultBuilder` wires the whole module: what the service loads reaches the screen.
@MainActor
@Suite struct PostDetailDefaultBuilderTests {
    private struct Offline: Error {}

    /// The module built with `service`.
    private func build(service: PostDetailMockService) -> UIViewController {
        let postId = "postId"
        let highlight = true
        let builder = PostDetailDefaultBuilder(service: service)
        return builder.build(postId: postId, highlight: highlight)
    }

    @Test func buildsTheDefaultView() {
        #expect(build(service: PostDetailMockService(title: "")) is PostDetailDefaultView)
    }

    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = build(service: PostDetailMockService(title: "PostDetail title"))
        viewController.loadViewIfNeeded()
        let shown = await PostDetailWaiting.until { viewController.title == "PostDetail title" }
        #expect(shown, "the screen shows \(String(describing: viewController.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = build(service: PostDetailMockService(error: Offline()))
        viewController.loadViewIfNeeded()
        let shown = await PostDetailWaiting.until {
            viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }
        }
        #expect(shown)
        #expect(viewController.title == nil)
    }
}
