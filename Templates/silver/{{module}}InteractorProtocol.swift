{% include "_includes/header.stencil" %}

/// The {{ module }} module's logic: loads what the screen shows.
@MainActor
protocol {{ module }}InteractorProtocol: AnyObject {
    func loadContent()
}
