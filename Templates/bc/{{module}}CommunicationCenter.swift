{% include "_includes/header.stencil" %}

/// Broadcasts the {{ module }} conversation to the screen's business controllers, so that they
/// never reference one another.
@MainActor
final class {{ module }}CommunicationCenter {
    /// The screen whose business controllers hear the broadcasts; weak, because the view
    /// controller owns this center.
    weak var viewController: {{ module }}ViewController?

    /// Sends `message` to every business controller of the screen that conforms to
    /// `{{ module }}Conversation`, in the order the view controller holds them.
    func broadcast(_ message: (any {{ module }}Conversation) -> Void) {
        for businessController in viewController?.businessControllers ?? [] {
            if let listener = businessController as? any {{ module }}Conversation {
                message(listener)
            }
        }
    }
}
