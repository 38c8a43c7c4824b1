{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}Assembly` wires the whole module: its router shows a screen that shows what the
/// service from the ServiceLocator loads.
@MainActor
@Suite struct {{ module }}AssemblyTests {
    private struct Offline: Error {}

    /// The module, assembled with `service` registered in the ServiceLocator.
    private func assemble(service: {{ module }}MockService) -> Module<any {{ module }}RouterProtocol> {
{% include "_includes/sample-inputs.stencil" %}
        ServiceLocator.shared.register(service, as: (any {{ module }}Service).self)
        return {{ module }}Assembly.module({% for input in inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
    }

    @Test func returnsTheRouterAndItsScreen() {
        let module = assemble(service: {{ module }}MockService(title: ""))
        #expect(module.viewController is {{ module }}ViewController)
        #expect(module.router.viewController === module.viewController)
    }

    @Test func theServicesTitleReachesTheScreen() async {
        let viewController = assemble(service: {{ module }}MockService(title: "{{ module }} title")).viewController
        viewController.loadViewIfNeeded()
        let shown = await {{ module }}Waiting.until { viewController.title == "{{ module }} title" }
        #expect(shown, "the screen shows \(String(describing: viewController.title))")
    }

    @Test func aServiceErrorReachesTheScreen() async {
        let viewController = assemble(service: {{ module }}MockService(error: Offline())).viewController
        viewController.loadViewIfNeeded()
        let shown = await {{ module }}Waiting.until {
            viewController.view.subviews.contains { ($0 as? UILabel)?.text?.isEmpty == false }
        }
        #expect(shown)
        #expect(viewController.title == nil)
    }
}
