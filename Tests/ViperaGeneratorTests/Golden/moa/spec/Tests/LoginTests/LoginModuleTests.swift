//
//  LoginModuleTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `LoginModule`, the entry point, shows the module and reuses the live routable and screen
/// for equal parameters.
@MainActor
@Suite struct LoginModuleTests {
    private let module = LoginModule()

    @Test func openShowsTheRoutablesScreen() throws {
        let shown = LoginTestContainer()
        let reason = "reason"
        let parameters = LoginParameters(reason: reason)
        let routable = module.open(parameters, from: shown.container)
        #expect(routable.parameters == parameters)
        let screen = try #require(shown.screens.first)
        #expect(screen.presenter === routable)
    }

    @Test func openingAgainWithEqualParametersReusesTheLiveRoutable() {
        let shown = LoginTestContainer()
        let reason = "reason"
        let parameters = LoginParameters(reason: reason)
        let first = module.open(parameters, from: shown.container)
        let second = module.open(parameters, from: shown.container)
        #expect(first === second)
        #expect(shown.screens.count == 1)
    }

    @Test func openingAfterTheScreenIsGoneCreatesANewRoutable() {
        let reason = "reason"
        let parameters = LoginParameters(reason: reason)
        weak var first: (any LoginRoutable)?
        do {
            let gone = LoginTestContainer()
            first = module.open(parameters, from: gone.container)
            #expect(first != nil)
        }
        #expect(first == nil)
        let shown = LoginTestContainer()
        let second = module.open(parameters, from: shown.container)
        #expect(shown.screens.first?.presenter === second)
    }

    @Test func theRoutableReportsThroughTheCompletionsOfTheLastOpen() throws {
        let shown = LoginTestContainer()
        let reason = "reason"
        let parameters = LoginParameters(reason: reason)
        let first = LoginReportedEvents()
        let second = LoginReportedEvents()
        module.open(parameters, from: shown.container, completions: first.completions)
        module.open(parameters, from: shown.container, completions: second.completions)
        let presenter = try #require(shown.screens.first?.presenter)
        let token = "token"
        presenter.didLogIn(token: token)
        #expect(first.events.isEmpty)
        #expect(second.events == ["didLogIn \(token)"])
    }
}
