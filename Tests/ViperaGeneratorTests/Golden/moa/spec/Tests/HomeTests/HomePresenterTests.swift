//
//  HomePresenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `HomePresenter`, the module's routable, asks its wireframe to show and to take away the
/// screen, and tells the view what to show.
@MainActor
@Suite struct HomePresenterTests {
    private let shown = HomeTestContainer()

    /// A presenter whose wireframe shows the module from `shown.container`.
    private func makePresenter() -> HomePresenter {
        let parameters = HomeParameters()
        return HomePresenter(parameters: parameters, wireframe: HomeWireframe(container: shown.container))
    }

    @Test func viewDidLoadShowsTheModulesTitle() {
        let presenter = makePresenter()
        let view = HomeMockView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.displayedTitles == ["Home"])
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

    @Test func showLoginOpensItFromTheScreen() throws {
        let presenter = makePresenter()
        presenter.route()
        let reason = "reason"
        presenter.showLogin(reason: reason)
        let opened = try #require(shown.screens(of: LoginViewController.self).first)
        #expect(opened.presenter?.parameters == LoginParameters(reason: reason))
    }

    @Test func showLoginOpensNothingWhileTheScreenIsNotShown() {
        let presenter = makePresenter()
        let reason = "reason"
        presenter.showLogin(reason: reason)
        #expect(shown.screens(of: LoginViewController.self).isEmpty)
    }

    @Test func loginDidLogInTakesItAway() throws {
        let presenter = makePresenter()
        presenter.route()
        let reason = "reason"
        presenter.showLogin(reason: reason)
        let opened = try #require(shown.screens(of: LoginViewController.self).first)
        let token = "token"
        opened.presenter?.didLogIn(token: token)
        #expect(shown.screens(of: LoginViewController.self).isEmpty)
        #expect(shown.screens.count == 1)
    }

    @Test func loginDidCancelTakesItAway() throws {
        let presenter = makePresenter()
        presenter.route()
        let reason = "reason"
        presenter.showLogin(reason: reason)
        let opened = try #require(shown.screens(of: LoginViewController.self).first)
        opened.presenter?.didCancel()
        #expect(shown.screens(of: LoginViewController.self).isEmpty)
        #expect(shown.screens.count == 1)
    }
}
