{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}DefaultRouter` navigates from the module's view controller.
@MainActor
@Suite struct {{ module }}DefaultRouterTests {
    private let navigationController = UINavigationController(rootViewController: UIViewController())
    private let viewController = UIViewController()
{% for route in routes %}
    private let {{ route.module|lowerFirst }}Builder = {{ route.module }}MockBuilder()
{% endfor %}

    /// A router for `viewController`, pushed onto `navigationController`.
    private func makeRouter() -> {{ module }}DefaultRouter {
        navigationController.pushViewController(viewController, animated: false)
        let router = {{ module }}DefaultRouter({% for route in routes %}{{ route.module|lowerFirst }}Builder: {{ route.module|lowerFirst }}Builder{{ ", " if not forloop.last }}{% endfor %})
        router.viewController = viewController
        return router
    }

    @Test func closePopsThePushedModule() {
        let router = makeRouter()
        #expect(navigationController.topViewController === viewController)
        router.close()
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.topViewController !== viewController)
    }
{% for route in routes %}

    @Test func show{{ route.module }}BuildsAndPushesIt() {
        let router = makeRouter()
{% include "_includes/sample-inputs.stencil" route %}
        router.show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        #expect({{ route.module|lowerFirst }}Builder.buildCalls.count == 1)
{% for input in route.inputs %}
        #expect({{ route.module|lowerFirst }}Builder.buildCalls.first?.{{ input.name }} == {{ input.name }})
{% endfor %}
        #expect(navigationController.viewControllers.count == 3)
        #expect(navigationController.viewControllers[1] === viewController)
{% if route.outputs %}
        #expect({{ route.module|lowerFirst }}Builder.buildCalls.first?.delegate === router)
{% endif %}
    }
{% if route.outputs %}

    @Test func close{{ route.module }}PopsIt() {
        let router = makeRouter()
{% include "_includes/sample-inputs.stencil" route %}
        router.show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        router.close{{ route.module }}()
        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController === viewController)
    }
{% for output in route.outputs %}

    @Test func {{ route.module|lowerFirst }}{{ output.name|upperFirst }}ReachesThePresenter() {
        let router = makeRouter()
        let presenter = {{ module }}MockPresenter()
        router.presenter = presenter
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        router.{{ output.call }}
        #expect(presenter.{{ output.name }}Calls.count == 1)
{% for parameter in output.parameters %}
        #expect(presenter.{{ output.name }}Calls.first?.{{ parameter.name }} == {{ parameter.name }})
{% endfor %}
    }
{% endfor %}
{% endif %}
{% endfor %}
}
