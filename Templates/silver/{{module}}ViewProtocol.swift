{% include "_includes/header.stencil" %}

/// What the {{ module }} screen can show; class-bound, so the interactor holds it weakly.
@MainActor
protocol {{ module }}ViewProtocol: AnyObject {
    func display(title: String)
    func display(errorMessage: String)
}
