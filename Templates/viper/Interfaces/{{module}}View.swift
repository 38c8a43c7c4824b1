{% include "_includes/header.stencil" %}

/// What the {{ module }} screen can show. The presenter holds it weakly, so it is class-bound.
@MainActor
protocol {{ module }}View: AnyObject {
    /// Shows the screen's title.
    func display(title: String)

    /// Shows a message explaining why the content could not be loaded.
    func display(errorMessage: String)
}
