{% include "_includes/header.stencil" %}

/// The {{ module }} module's contract, what application services route to. The module's presenter
/// is its routable; the module entry point keeps each one only weakly.
@MainActor
protocol {{ module }}Routable: AnyObject {
    /// The parameters this routable was created with.
    var parameters: {{ module }}Parameters { get }

    /// Shows the module's screen, unless it is already shown.
    func route()
{% if outputs %}

    /// Whom the module reports its events to; opening the module again replaces them.
    var completions: {{ module }}Completions { get set }

    /// Takes the module's screen away: whoever opened the module calls it once the module
    /// reported what it needed.
    func close()
{% endif %}
}
