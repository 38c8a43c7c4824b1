{% include "_includes/header.stencil" %}

{% include "_includes/testable-import.stencil" %}

/// A {{ module }} view that records what it was asked to show.
@MainActor
final class {{ module }}MockView: {{ module }}ViewProtocol {
    /// Every title passed to `display(title:)`, in order.
    private(set) var displayedTitles: [String] = []
    /// Every message passed to `display(errorMessage:)`, in order.
    private(set) var displayedErrorMessages: [String] = []

    func display(title: String) {
        displayedTitles.append(title)
    }

    func display(errorMessage: String) {
        displayedErrorMessages.append(errorMessage)
    }
}
