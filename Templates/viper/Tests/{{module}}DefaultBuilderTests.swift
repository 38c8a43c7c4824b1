{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}DefaultBuilder` wires the whole module: what the service loads reaches the screen.
@MainActor
@Suite struct {{ module }}DefaultBuilderTests {
    private struct Offline: Error {}

    /// The module built with `service`{% if routes %} and mock builders for the modules it navigates to{% endif %}.
    private func build(service: {{ module }}MockService{% if outputs %}, delegate: (any {{ module }}Delegate)? = nil{% endif %}) -> UIViewController {
{% include "_includes/sample-inputs.stencil" %}
        let builder = {{ module }}DefaultBuilder(service: service{% for route in routes %}, {{ route.module|lowerFirst }}Builder: {{ route.module }}MockBuilder(){% endfor %})
        return builder.build({% for input in inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last or outputs }}{% endfor %}{% if outputs %}delegate: delegate{% endif %})
    }

    @Test func buildsTheDefaultView() {
        #expect(build(service: {{ module }}MockService(title: "")) is {{ module }}DefaultView)
    }

{% if ui == "swiftui" %}
    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = build(service: {{ module }}MockService(title: "{{ module }} title"))
        let state = (viewController as? {{ module }}DefaultView)?.rootView.state
        viewController.loadViewIfNeeded()
        let shown = await {{ module }}Waiting.until { state?.title == "{{ module }} title" }
        #expect(shown, "the screen shows \(String(describing: state?.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = build(service: {{ module }}MockService(error: Offline()))
        let state = (viewController as? {{ module }}DefaultView)?.rootView.state
        viewController.loadViewIfNeeded()
        let shown = await {{ module }}Waiting.until { state?.errorMessage != nil }
        #expect(shown)
        #expect(state?.title == "")
    }
{% else %}
    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = build(service: {{ module }}MockService(title: "{{ module }} title"))
        viewController.loadViewIfNeeded()
        let shown = await {{ module }}Waiting.until { viewController.title == "{{ module }} title" }
        #expect(shown, "the screen shows \(String(describing: viewController.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = build(service: {{ module }}MockService(error: Offline()))
        viewController.loadViewIfNeeded()
        let shown = await {{ module }}Waiting.until {
            viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }
        }
        #expect(shown)
        #expect(viewController.title == nil)
    }
{% endif %}
{% if outputs %}

    @Test func thePresenterReportsToTheDelegate() {
        let delegate = {{ module }}MockDelegate()
        let viewController = build(service: {{ module }}MockService(title: ""), delegate: delegate)
        let presenter = Mirror(reflecting: viewController).descendant("presenter") as? {{ module }}DefaultPresenter
        #expect(presenter != nil)
        #expect(presenter?.delegate === delegate)
    }
{% endif %}
}
