{% include "_includes/header.stencil" %}

/// What the {{ module }} screen can show; class-bound, so the presenter holds it weakly.
@MainActor
protocol {{ module }}View: AnyObject {
    func display(title: String)
}
