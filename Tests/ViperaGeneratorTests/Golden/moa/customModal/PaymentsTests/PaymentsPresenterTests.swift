//
//  PaymentsPresenterTests.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

import Testing
import UIKit
@testable import Shop

/// `PaymentsPresenter`, the module's routable, asks its wireframe to show and to take away the
/// screen, and tells the view what to show.
@MainActor
@Suite struct PaymentsPresenterTests {
    private let shown = PaymentsTestContainer()

    /// A presenter whose wireframe shows the module from `shown.container`.
    private func makePresenter() -> PaymentsPresenter {
        let parameters = PaymentsParameters()
        return PaymentsPresenter(parameters: parameters, wireframe: PaymentsWireframe(container: shown.container))
    }

    @Test func viewDidLoadShowsTheModulesTitle() {
        let presenter = makePresenter()
        let view = PaymentsMockView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.displayedTitles == ["Payments"])
    }

    @Test func routeAsksTheWireframeToShowTheScreen() throws {
        let presenter = makePresenter()
        #expect(shown.screens.isEmpty)
        presenter.route()
        let screen = try #require(shown.screens.first)
        #expect(screen.presenter === presenter)
        #expect(presenter.view === screen)
        #expect(screen.modalPresentationStyle == .formSheet)
        #expect(screen.preferredContentSize == PaymentsWireframe.contentSize)
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
}
