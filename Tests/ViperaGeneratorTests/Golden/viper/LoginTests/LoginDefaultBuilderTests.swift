//
//  LoginDefaultBuilderTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `LoginDefaultBuilder` wires the whole module: what the service loads reaches the screen.
@MainActor
@Suite struct LoginDefaultBuilderTests {
    private struct Offline: Error {}

    /// The module built with `service`.
    private func build(service: LoginMockService) -> UIViewController {
        let builder = LoginDefaultBuilder(service: service)
        return builder.build()
    }

    @Test func buildsTheDefaultView() {
        #expect(build(service: LoginMockService(title: "")) is LoginDefaultView)
    }

    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = build(service: LoginMockService(title: "Login title"))
        viewController.loadViewIfNeeded()
        let shown = await LoginWaiting.until { viewController.title == "Login title" }
        #expect(shown, "the screen shows \(String(describing: viewController.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = build(service: LoginMockService(error: Offline()))
        viewController.loadViewIfNeeded()
        let shown = await LoginWaiting.until {
            viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }
        }
        #expect(shown)
        #expect(viewController.title == nil)
    }
}
