{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}ViewController` forwards its events to the presenter and shows what it is given.
@MainActor
@Suite struct {{ module }}ViewControllerTests {
    @Test func loadingTheViewTellsThePresenter() {
{% include "_includes/sample-parameters.stencil" %}
        let presenter = {{ module }}Presenter(parameters: parameters, wireframe: {{ module }}Wireframe(container: {{ module }}TestContainer().container))
        let view = {{ module }}MockView()
        presenter.view = view
        let viewController = {{ module }}ViewController()
        viewController.presenter = presenter
        #expect(view.displayedTitles.isEmpty)
        viewController.loadViewIfNeeded()
        #expect(view.displayedTitles == ["{{ module }}"])
    }

    @Test func displayingATitleShowsIt() {
        let viewController = {{ module }}ViewController()
        viewController.loadViewIfNeeded()
        viewController.display(title: "{{ module }} title")
        #expect(viewController.title == "{{ module }} title")
        let labels = viewController.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "{{ module }} title" })
    }
}
