{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}Router` creates the module's screen on first use and keeps it weakly{% if routes %}, fires
/// the callbacks its caller configured, and shows the modules it routes to{% else %}, and fires
/// the callbacks its caller configured{% endif %}.
@MainActor
@Suite struct {{ module }}RouterTests {
    /// The callbacks that fired, in order.
    @MainActor
    private final class FiredCallbacks {
        private(set) var names: [String] = []

        func record(_ name: String) {
            names.append(name)
        }
    }

    init() {
        ServiceLocator.shared.register({{ module }}MockService(title: "{{ module }} title"), as: (any {{ module }}Service).self)
{% for route in routes %}
        ServiceLocator.shared.register({{ route.module }}MockService(title: "{{ route.module }} title"), as: (any {{ route.module }}Service).self)
{% endfor %}
    }

    /// A router made with the module's parameters.
    private func makeRouter() -> {{ module }}Router {
{% include "_includes/sample-inputs.stencil" %}
        return {{ module }}Router({% for input in inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
    }

    @Test func createsTheScreenOnceAndKeepsIt() {
        let router = makeRouter()
        let viewController = router.viewController
        #expect(viewController is {{ module }}ViewController)
        #expect(router.viewController === viewController)
    }

    @Test func keepsTheScreenOnlyWeakly() {
        let router = makeRouter()
        weak var first: UIViewController?
        first = router.viewController
        #expect(first == nil)
        #expect(router.viewController is {{ module }}ViewController)
    }

    @Test func doneAndCancelFireTheConfiguredCallbacks() {
        let router = makeRouter()
        let fired = FiredCallbacks()
{% include "_includes/recording-configure.stencil" %}
        #expect(fired.names.isEmpty)
        router.done()
        #expect(fired.names == ["done"])
        router.cancel()
        #expect(fired.names == ["done", "cancel"])
    }
{% for output in outputs %}

    @Test func {{ output.name }}FiresItsConfiguredCallback() {
        let router = makeRouter()
        let fired = FiredCallbacks()
{% include "_includes/recording-configure.stencil" %}
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        router.{{ output.call }}
        #expect(fired.names == ["{{ output.name }}{% for parameter in output.parameters %} \({{ parameter.name }}){% endfor %}"])
    }
{% endfor %}
{% for route in routes %}

    @Test func show{{ route.module }}PushesItsScreen() {
        let router = makeRouter()
        let navigationController = UINavigationController(rootViewController: router.viewController)
{% include "_includes/sample-inputs.stencil" route %}
        router.show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController is {{ route.module }}ViewController)
    }
{% if route.outputs %}

    /// Shows {{ route.module }} from `router`'s screen and returns the router of the shown module.
    private func show{{ route.module }}(from router: {{ module }}Router) throws -> {{ route.module }}Router {
{% include "_includes/sample-inputs.stencil" route %}
        router.show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        let shown = try #require(router.viewController.navigationController?.topViewController)
        return try #require(Mirror(reflecting: shown).descendant("router") as? {{ route.module }}Router)
    }
{% endif %}
{% for output in route.outputs %}

    @Test func {{ route.module|lowerFirst }}{{ output.name|upperFirst }}TakesItAway() throws {
        let router = makeRouter()
        let navigationController = UINavigationController(rootViewController: router.viewController)
        let shownRouter = try show{{ route.module }}(from: router)
        #expect(navigationController.viewControllers.count == 2)
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        shownRouter.{{ output.call }}
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.topViewController === router.viewController)
    }
{% endfor %}
{% endfor %}
}
