{% include "_includes/header.stencil" %}

import Testing
import UIKit
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}Presenter`, the module's routable, asks its wireframe to show and to take away the
/// screen, and tells the view what to show.
@MainActor
@Suite struct {{ module }}PresenterTests {
    private let shown = {{ module }}TestContainer()

    /// A presenter whose wireframe shows the module from `shown.container`.
    private func makePresenter() -> {{ module }}Presenter {
{% include "_includes/sample-parameters.stencil" %}
        return {{ module }}Presenter(parameters: parameters, wireframe: {{ module }}Wireframe(container: shown.container))
    }

    @Test func viewDidLoadShowsTheModulesTitle() {
        let presenter = makePresenter()
        let view = {{ module }}MockView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.displayedTitles == ["{{ module }}"])
    }

    @Test func routeAsksTheWireframeToShowTheScreen() throws {
        let presenter = makePresenter()
        #expect(shown.screens.isEmpty)
        presenter.route()
        let screen = try #require(shown.screens.first)
        #expect(screen.presenter === presenter)
        #expect(presenter.view === screen)
{% if presentation == "modal" %}
        #expect(screen.modalPresentationStyle == .fullScreen)
{% elif presentation == "navigationModal" %}
        #expect(screen.navigationController?.modalPresentationStyle == .fullScreen)
{% elif presentation == "customModal" %}
        #expect(screen.modalPresentationStyle == .formSheet)
        #expect(screen.preferredContentSize == {{ module }}Wireframe.contentSize)
{% elif presentation == "push" %}
        #expect(shown.container.topViewController === screen)
{% else %}
        #expect(shown.container.selectedViewController === screen)
{% endif %}
    }

    @Test func routingAgainShowsNoSecondScreen() {
        let presenter = makePresenter()
        presenter.route()
        presenter.route()
        #expect(shown.screens.count == 1)
    }

    @Test func tappingCloseAsksTheWireframeToTakeTheScreenAway() {
        let presenter = makePresenter()
        presenter.route()
        #expect(shown.screens.count == 1)
        presenter.didTapClose()
        #expect(shown.screens.isEmpty)
    }
{% for output in outputs %}

    @Test func {{ output.name }}CallsItsCompletion() {
        let presenter = makePresenter()
        let reported = {{ module }}ReportedEvents()
        presenter.completions = reported.completions
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        presenter.{{ output.call }}
        #expect(reported.events == ["{{ output.name }}{% for parameter in output.parameters %} \({{ parameter.name }}){% endfor %}"])
    }
{% endfor %}
{% for route in routes %}

    @Test func show{{ route.module }}OpensItFromTheScreen() throws {
        let presenter = makePresenter()
        presenter.route()
{% include "_includes/sample-inputs.stencil" route %}
        presenter.show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        let opened = try #require(shown.screens(of: {{ route.module }}ViewController.self).first)
        #expect(opened.presenter?.parameters == {{ route.module }}Parameters({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %}))
    }

    @Test func show{{ route.module }}OpensNothingWhileTheScreenIsNotShown() {
        let presenter = makePresenter()
{% include "_includes/sample-inputs.stencil" route %}
        presenter.show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        #expect(shown.screens(of: {{ route.module }}ViewController.self).isEmpty)
    }
{% for output in route.outputs %}

    @Test func {{ route.module|lowerFirst }}{{ output.name|upperFirst }}TakesItAway() throws {
        let presenter = makePresenter()
        presenter.route()
{% include "_includes/sample-inputs.stencil" route %}
        presenter.show{{ route.module }}({% for input in route.inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        let opened = try #require(shown.screens(of: {{ route.module }}ViewController.self).first)
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        opened.presenter?.{{ output.call }}
        #expect(shown.screens(of: {{ route.module }}ViewController.self).isEmpty)
        #expect(shown.screens.count == 1)
    }
{% endfor %}
{% endfor %}
}
