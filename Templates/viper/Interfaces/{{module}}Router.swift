{% include "_includes/header.stencil" %}

/// Navigation out of the {{ module }} module.
@MainActor
protocol {{ module }}Router {
    /// Closes the module: pops it from its navigation stack, or dismisses it when presented.
    func close()
}
