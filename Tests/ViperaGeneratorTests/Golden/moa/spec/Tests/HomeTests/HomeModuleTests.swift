//
//  HomeModuleTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
@testable import Shop

/// `HomeModule`, the entry point, shows the module and reuses the live routable and screen
/// for equal parameters.
@MainActor
@Suite struct HomeModuleTests {
    private let module = HomeModule()

    @Test func openShowsTheRoutablesScreen() throws {
        let shown = HomeTestContainer()
        let parameters = HomeParameters()
        let routable = module.open(parameters, from: shown.container)
        #expect(routable.parameters == parameters)
        let screen = try #require(shown.screens.first)
        #expect(screen.presenter === routable)
    }

    @Test func openingAgainWithEqualParametersReusesTheLiveRoutable() {
        let shown = HomeTestContainer()
        let parameters = HomeParameters()
        let first = module.open(parameters, from: shown.container)
        let second = module.open(parameters, from: shown.container)
        #expect(first === second)
        #expect(shown.screens.count == 1)
    }

    @Test func openingAfterTheScreenIsGoneCreatesANewRoutable() {
        let parameters = HomeParameters()
        weak var first: (any HomeRoutable)?
        do {
            let gone = HomeTestContainer()
            first = module.open(parameters, from: gone.container)
            #expect(first != nil)
        }
        #expect(first == nil)
        let shown = HomeTestContainer()
        let second = module.open(parameters, from: shown.container)
        #expect(shown.screens.first?.presenter === second)
    }
}
