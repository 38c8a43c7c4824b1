//
//  PostListDefaultRouterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PostListDefaultRouter` navigates from the module's view controller.
@MainActor
@Suite struct PostListDefaultRouterTests {
    private let navigationController = UINavigationController(rootViewController: UIViewController())
    private let viewController = UIViewController()
    private let postDetailBuilder = PostDetailMockBuilder()

    /// A router for `viewController`, pushed onto `navigationController`.
    private func makeRouter() -> PostListDefaultRouter {
        navigationController.pushViewController(viewController, animated: false)
        let router = PostListDefaultRouter(postDetailBuilder: postDetailBuilder)
        router.viewController = viewController
        return router
    }

    @Test func closePopsThePushedModule() {
        let router = makeRouter()
        #expect(navigationController.topViewController === viewController)
        router.close()
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.topViewController !== viewController)
    }

    @Test func showPostDetailBuildsAndPushesIt() {
        let router = makeRouter()
        let postId = "postId"
        let highlight = true
        router.showPostDetail(postId: postId, highlight: highlight)
        #expect(postDetailBuilder.buildCalls.count == 1)
        #expect(postDetailBuilder.buildCalls.first?.postId == postId)
        #expect(postDetailBuilder.buildCalls.first?.highlight == highlight)
        #expect(navigationController.viewControllers.count == 3)
        #expect(navigationController.viewControllers[1] === viewController)
        #expect(postDetailBuilder.buildCalls.first?.delegate === router)
    }

    @Test func closePostDetailPopsIt() {
        let router = makeRouter()
        let postId = "postId"
        let highlight = true
        router.showPostDetail(postId: postId, highlight: highlight)
        router.closePostDetail()
        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController === viewController)
    }

    @Test func postDetailDidDeletePostReachesThePresenter() {
        let router = makeRouter()
        let presenter = PostListMockPresenter()
        router.presenter = presenter
        let id = "id"
        router.didDeletePost(id: id)
        #expect(presenter.didDeletePostCalls.count == 1)
        #expect(presenter.didDeletePostCalls.first?.id == id)
    }

    @Test func postDetailDidFinishReachesThePresenter() {
        let router = makeRouter()
        let presenter = PostListMockPresenter()
        router.presenter = presenter
        router.didFinish()
        #expect(presenter.didFinishCalls.count == 1)
    }
}
