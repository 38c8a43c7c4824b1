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
    private func build(service: PostDetailMockService, delegate: (any PostDetailDelegate)? = nil) -> UIViewController {
        let postId = "postId"
        let highlight = true
        let builder = PostDetailDefaultBuilder(service: service)
        return builder.build(postId: postId, highlight: highlight, delegate: delegate)
    }

    @Test func buildsTheDefaultView() {
        #expect(build(service: PostDetailMockService(title: "")) is PostDetailDefaultView)
    }

    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = build(service: PostDetailMockService(title: "PostDetail title"))
        let state = (viewController as? PostDetailDefaultView)?.rootView.state
        viewController.loadViewIfNeeded()
        let shown = await PostDetailWaiting.until { state?.title == "PostDetail title" }
        #expect(shown, "the screen shows \(String(describing: state?.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = build(service: PostDetailMockService(error: Offline()))
        let state = (viewController as? PostDetailDefaultView)?.rootView.state
        viewController.loadViewIfNeeded()
        let shown = await PostDetailWaiting.until { state?.errorMessage != nil }
        #expect(shown)
        #expect(state?.title == "")
    }

    @Test func thePresenterReportsToTheDelegate() {
        let delegate = PostDetailMockDelegate()
        let viewController = build(service: PostDetailMockService(title: ""), delegate: delegate)
        let presenter = Mirror(reflecting: viewController).descendant("presenter") as? PostDetailDefaultPresenter
        #expect(presenter != nil)
        #expect(presenter?.delegate === delegate)
    }
}
