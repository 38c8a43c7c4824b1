//
//  PostListDefaultBuilderTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PostListDefaultBuilder` wires the whole module: what the service loads reaches the screen.
@MainActor
@Suite struct PostListDefaultBuilderTests {
    private struct Offline: Error {}

    /// The module built with `service` and mock builders for the modules it navigates to.
    private func build(service: PostListMockService) -> UIViewController {
        let builder = PostListDefaultBuilder(service: service, postDetailBuilder: PostDetailMockBuilder())
        return builder.build()
    }

    @Test func buildsTheDefaultView() {
        #expect(build(service: PostListMockService(title: "")) is PostListDefaultView)
    }

    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = build(service: PostListMockService(title: "PostList title"))
        viewController.loadViewIfNeeded()
        let shown = await PostListWaiting.until { viewController.title == "PostList title" }
        #expect(shown, "the screen shows \(String(describing: viewController.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = build(service: PostListMockService(error: Offline()))
        viewController.loadViewIfNeeded()
        let shown = await PostListWaiting.until {
            viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }
        }
        #expect(shown)
        #expect(viewController.title == nil)
    }
}
