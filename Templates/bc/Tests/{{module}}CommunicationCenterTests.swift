{% include "_includes/header.stencil" %}

import Testing
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}CommunicationCenter` broadcasts the conversation to every business controller of
/// its screen that takes part in it, and holds the screen weakly.
@MainActor
@Suite struct {{ module }}CommunicationCenterTests {
    @Test func aBroadcastReachesEveryImplementerOnce() {
        let viewController = {{ module }}ViewController()
        let first = {{ module }}MockBusinessController()
        let last = {{ module }}MockBusinessController()
        viewController.businessControllers = [first]
{% for name in businessControllers %}
        viewController.businessControllers.append({{ module }}{{ name|upperFirst }}BusinessController(viewController: viewController))
{% endfor %}
        viewController.businessControllers.append(last)
        viewController.communicationCenter.broadcast { $0.contentDidChange() }
        #expect(first.contentDidChangeCallCount == 1)
        #expect(last.contentDidChangeCallCount == 1)
        #expect(viewController.title == "{{ module }}")
        #expect(first.events.isEmpty)
    }

    @Test func itHoldsTheViewControllerWeakly() {
        let listener = {{ module }}MockBusinessController()
        let communicationCenter: {{ module }}CommunicationCenter
        do {
            let viewController = {{ module }}ViewController()
            viewController.businessControllers = [listener]
            communicationCenter = viewController.communicationCenter
        }
        #expect(communicationCenter.viewController == nil)
        communicationCenter.broadcast { $0.contentDidChange() }
        #expect(listener.contentDidChangeCallCount == 0)
    }
}
