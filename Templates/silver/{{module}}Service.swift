{% include "_includes/header.stencil" %}

/// What the {{ module }} module needs from the service layer, injected from the ServiceLocator.
protocol {{ module }}Service: Sendable {
    /// Loads the title the screen shows.
    func loadTitle() async throws -> String
}
