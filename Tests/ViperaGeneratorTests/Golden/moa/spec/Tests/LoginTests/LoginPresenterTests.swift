//
//  LoginPresenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `LoginPresenter`, the module's routable, asks its wireframe to show and to take away the
/// screen, and tells the view what to show.
@MainActor
@Suite struct LoginPresenterTests {
    private let shown = LoginTestContainer()

    /// A presenter whose wireframe shows the module from `shown.container`.
    private func makePresenter() -> LoginPresenter {
        let reason = "reason"
        let parameters = LoginParameters(reason: reason)
        return LoginPresenter(parameters: parameters, wireframe: LoginWireframe(container: shown.container))
    }

    @Test func viewDidLoadShowsTheModulesTitle() {
        let presenter = makePresenter()
        let view = LoginMockView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.displayedTitles == ["Login"])
    }

    @Test func routeAsksTheWireframeToShowTheScreen() throws {
        let presenter = makePresenter()
        #expect(shown.screens.isEmpty)
        presenter.route()
        let screen = try #require(shown.screens.first)
        #expect(screen.presenter === presenter)
        #expect(presenter.view === screen)
        #expect(screen.modalPresentationStyle == .fullScreen)
    }

    @Test func routingAgainShowsNoSecondScreen() {
        let presenter = makePresenter()
        presenter.route()
        presenter.route()
        #expect(shown.screens.count == 1)
    }

    @Test func tappingCloseAsksTheWireframeToTakeTheScreenAway() {
        let presenter = makePresenter()
        presenter.route()
        #expect(shown.screens.count == 1)
        presenter.didTapClose()
        #expect(shown.screens.isEmpty)
    }

    @Test func didLogInCallsItsCompletion() {
        let presenter = makePresenter()
        let reported = LoginReportedEvents()
        presenter.completions = reported.completions
        let token = "token"
        presenter.didLogIn(token: token)
        #expect(reported.events == ["didLogIn \(token)"])
    }

    @Test func didCancelCallsItsCompletion() {
        let presenter = makePresenter()
        let reported = LoginReportedEvents()
        presenter.completions = reported.completions
        presenter.didCancel()
        #expect(reported.events == ["didCancel"])
    }
}
