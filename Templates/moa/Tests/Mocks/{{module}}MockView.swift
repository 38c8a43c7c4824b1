{% include "_includes/header.stencil" %}

{% include "_includes/testable-import.stencil" %}

/// A {{ module }} view that records what it was asked to show.
@MainActor
final class {{ module }}MockView: {{ module }}View {
    /// Every title passed to `display(title:)`, in order.
    private(set) var displayedTitles: [String] = []

    func display(title: String) {
        displayedTitles.append(title)
    }
}
