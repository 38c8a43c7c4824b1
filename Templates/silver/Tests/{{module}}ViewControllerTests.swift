{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}ViewController` asks the interactor for content when it loads and shows what it is
/// given.
@MainActor
@Suite struct {{ module }}ViewControllerTests {
    /// A screen with its own router and `interactor`.
    private func makeViewController(interactor: any {{ module }}InteractorProtocol) -> {{ module }}ViewController {
{% include "_includes/sample-inputs.stencil" %}
        return {{ module }}ViewController(router: {{ module }}Router({% for input in inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %}), interactor: interactor)
    }

    @Test func loadingTheViewAsksTheInteractorForContent() {
        let interactor = {{ module }}MockInteractor()
        let viewController = makeViewController(interactor: interactor)
        #expect(interactor.loadContentCallCount == 0)
        viewController.loadViewIfNeeded()
        #expect(interactor.loadContentCallCount == 1)
    }

    @Test func displayingATitleShowsIt() {
        let viewController = makeViewController(interactor: {{ module }}MockInteractor())
        viewController.loadViewIfNeeded()
        viewController.display(title: "{{ module }} title")
        #expect(viewController.title == "{{ module }} title")
    }

    @Test func displayingAnErrorMessageShowsIt() {
        let viewController = makeViewController(interactor: {{ module }}MockInteractor())
        viewController.loadViewIfNeeded()
        viewController.display(errorMessage: "Offline")
        let labels = viewController.view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Offline" })
        #expect(viewController.title == nil)
    }
}
