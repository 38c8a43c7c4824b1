{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}Builder` builds the screen with every business controller and keeps nothing of it.
@MainActor
@Suite struct {{ module }}BuilderTests {
    @Test func buildsTheScreenWithEveryBusinessControllerInOrder() throws {
        let viewController = try #require({{ module }}Builder().build({% if outputs %}delegate: nil{% endif %}) as? {{ module }}ViewController)
        let types = viewController.businessControllers.map { String(describing: type(of: $0)) }
        #expect(types == [{% for name in businessControllers %}"{{ module }}{{ name|upperFirst }}BusinessController"{{ ", " if not forloop.last or routes or outputs }}{% endfor %}{% if routes %}"{{ module }}RoutingBusinessController"{{ ", " if outputs }}{% endif %}{% if outputs %}"{{ module }}DelegateBusinessController"{% endif %}])
    }

    @Test func theBuiltScreenShowsWhatItsBusinessControllersSay() {
        let viewController = {{ module }}Builder().build({% if outputs %}delegate: nil{% endif %})
        viewController.beginAppearanceTransition(true, animated: false)
        viewController.endAppearanceTransition()
        #expect(viewController.title == "{{ module }}")
    }

    @Test func releasingTheBuiltScreenFreesIt() {
        weak var released: UIViewController?
        do {
            let viewController = {{ module }}Builder().build({% if outputs %}delegate: nil{% endif %})
            viewController.loadViewIfNeeded()
            released = viewController
        }
        #expect(released == nil)
    }
{% for output in outputs %}
{% if forloop.first %}

    @Test func theDelegateHearsWhatTheScreenReports() throws {
        let delegate = {{ module }}MockDelegate()
        let viewController = try #require({{ module }}Builder().build(delegate: delegate) as? {{ module }}ViewController)
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        viewController.communicationCenter.broadcast { $0.{{ output.call }} }
        #expect(delegate.{{ output.name }}Calls.count == 1)
    }
{% endif %}
{% endfor %}
}
