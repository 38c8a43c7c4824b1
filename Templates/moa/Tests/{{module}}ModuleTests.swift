{% include "_includes/header.stencil" %}

import Testing
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}Module`, the entry point, shows the module and reuses the live routable and screen
/// for equal parameters.
@MainActor
@Suite struct {{ module }}ModuleTests {
    private let module = {{ module }}Module()

    @Test func openShowsTheRoutablesScreen() throws {
        let shown = {{ module }}TestContainer()
{% include "_includes/sample-parameters.stencil" %}
        let routable = module.open(parameters, from: shown.container)
        #expect(routable.parameters == parameters)
        let screen = try #require(shown.screens.first)
        #expect(screen.presenter === routable)
    }

    @Test func openingAgainWithEqualParametersReusesTheLiveRoutable() {
        let shown = {{ module }}TestContainer()
{% include "_includes/sample-parameters.stencil" %}
        let first = module.open(parameters, from: shown.container)
        let second = module.open(parameters, from: shown.container)
        #expect(first === second)
        #expect(shown.screens.count == 1)
    }

    @Test func openingAfterTheScreenIsGoneCreatesANewRoutable() {
{% include "_includes/sample-parameters.stencil" %}
        weak var first: (any {{ module }}Routable)?
        do {
            let gone = {{ module }}TestContainer()
            first = module.open(parameters, from: gone.container)
            #expect(first != nil)
        }
        #expect(first == nil)
        let shown = {{ module }}TestContainer()
        let second = module.open(parameters, from: shown.container)
        #expect(shown.screens.first?.presenter === second)
    }
{% if outputs %}

    @Test func theRoutableReportsThroughTheCompletionsOfTheLastOpen() throws {
        let shown = {{ module }}TestContainer()
{% include "_includes/sample-parameters.stencil" %}
        let first = {{ module }}ReportedEvents()
        let second = {{ module }}ReportedEvents()
        module.open(parameters, from: shown.container, completions: first.completions)
        module.open(parameters, from: shown.container, completions: second.completions)
        let presenter = try #require(shown.screens.first?.presenter)
{% for output in outputs %}
{% if forloop.first %}
{% for input in output.parameters %}
{% include "_includes/sample-value.stencil" %}
{% endfor %}
        presenter.{{ output.call }}
        #expect(first.events.isEmpty)
        #expect(second.events == ["{{ output.name }}{% for parameter in output.parameters %} \({{ parameter.name }}){% endfor %}"])
{% endif %}
{% endfor %}
    }
{% endif %}
}
