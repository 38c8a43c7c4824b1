{% include "_includes/header.stencil" %}

/// What the {{ module }} module needs from the app's service layer (network, database, …).
///
/// The app passes a conforming service to `{{ module }}DefaultBuilder`; tests pass a fake.
protocol {{ module }}Service: Sendable {
    /// Loads the title the screen shows.
    func loadTitle() async throws -> String
}
