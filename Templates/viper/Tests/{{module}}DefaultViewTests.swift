{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}DefaultView` forwards its events to the presenter and shows what it is given.
@MainActor
@Suite struct {{ module }}DefaultViewTests {
    @Test func loadingTheViewTellsThePresenter() {
        let presenter = {{ module }}MockPresenter()
        let view = {{ module }}DefaultView(presenter: presenter)
        #expect(presenter.viewDidLoadCallCount == 0)
        view.loadViewIfNeeded()
        #expect(presenter.viewDidLoadCallCount == 1)
        #expect(presenter.didTapCloseCallCount == 0)
    }

    @Test func displayingATitleShowsIt() {
        let view = {{ module }}DefaultView(presenter: {{ module }}MockPresenter())
        view.loadViewIfNeeded()
        view.display(title: "{{ module }} title")
        #expect(view.title == "{{ module }} title")
    }

    @Test func displayingAnErrorMessageShowsIt() {
        let view = {{ module }}DefaultView(presenter: {{ module }}MockPresenter())
        view.loadViewIfNeeded()
        view.display(errorMessage: "Offline")
        let labels = view.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Offline" })
    }
}
