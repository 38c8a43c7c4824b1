//
//  PaymentsModuleTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `PaymentsModule`, the entry point, shows the module and reuses the live routable and screen
/// for equal parameters.
@MainActor
@Suite struct PaymentsModuleTests {
    private let module = PaymentsModule()

    @Test func openShowsTheRoutablesScreen() throws {
        let shown = PaymentsTestContainer()
        let parameters = PaymentsParameters()
        let routable = module.open(parameters, from: shown.container)
        #expect(routable.parameters == parameters)
        let screen = try #require(shown.screens.first)
        #expect(screen.presenter === routable)
    }

    @Test func openingAgainWithEqualParametersReusesTheLiveRoutable() {
        let shown = PaymentsTestContainer()
        let parameters = PaymentsParameters()
        let first = module.open(parameters, from: shown.container)
        let second = module.open(parameters, from: shown.container)
        #expect(first === second)
        #expect(shown.screens.count == 1)
    }

    @Test func openingAfterTheScreenIsGoneCreatesANewRoutable() {
        let parameters = PaymentsParameters()
        weak var first: (any PaymentsRoutable)?
        do {
            let gone = PaymentsTestContainer()
            first = module.open(parameters, from: gone.container)
            #expect(first != nil)
        }
        #expect(first == nil)
        let shown = PaymentsTestContainer()
        let second = module.open(parameters, from: shown.container)
        #expect(shown.screens.first?.presenter === second)
    }
}
