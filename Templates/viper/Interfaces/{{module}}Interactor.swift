{% include "_includes/header.stencil" %}

/// Fetches and prepares the {{ module }} module's data from injected services. It knows nothing of
/// the view; it reports back to the presenter.
@MainActor
protocol {{ module }}Interactor {
    /// Loads the content and reports it to the presenter.
    func loadContent()
}
