{% include "_includes/header.stencil" %}

import Testing
{% include "_includes/testable-import.stencil" %}

/// Each {{ module }} business controller holds the screen weakly and reaches the other business
/// controllers only through the communication center's conversation.
@MainActor
@Suite struct {{ module }}BusinessControllerTests {
{% for name in businessControllers %}
{% if not forloop.first %}

{% endif %}
    @Test func {{ name|lowerFirst }}HoldsItsViewControllerWeakly() {
        weak var released: {{ module }}ViewController?
        let businessController: {{ module }}{{ name|upperFirst }}BusinessController
        do {
            let viewController = {{ module }}ViewController()
            businessController = {{ module }}{{ name|upperFirst }}BusinessController(viewController: viewController)
            released = viewController
        }
        #expect(released == nil)
        businessController.contentDidChange()
    }

    @Test func {{ name|lowerFirst }}TellsEveryBusinessControllerTheContentChangedWhenTheViewLoads() {
        let viewController = {{ module }}ViewController()
        let listener = {{ module }}MockBusinessController()
        let businessController = {{ module }}{{ name|upperFirst }}BusinessController(viewController: viewController)
        viewController.businessControllers = [businessController, listener]
        businessController.viewDidLoad()
        #expect(listener.contentDidChangeCallCount == 1)
        #expect(listener.events.isEmpty)
    }

    @Test func {{ name|lowerFirst }}ShowsTheChangedContent() {
        let viewController = {{ module }}ViewController()
        let businessController = {{ module }}{{ name|upperFirst }}BusinessController(viewController: viewController)
        #expect(viewController.title == nil)
        businessController.contentDidChange()
        #expect(viewController.title == "{{ module }}")
    }
{% endfor %}
}
