{% include "_includes/header.stencil" %}

/// The heart of the {{ module }} module: turns the interactor's data into what the view shows and
/// decides what happens on each view event. It is UIKit-independent.
///
/// The view holds it strongly; the interactor and the router hold it weakly, so it is class-bound.
@MainActor
protocol {{ module }}Presenter: AnyObject {
    /// The view has loaded and is about to appear.
    func viewDidLoad()

    /// The user asked to leave the screen.
    func didTapClose()

    /// The interactor loaded the title to show.
    func didLoad(title: String)

    /// The interactor could not load the content.
    func didFailToLoad(with error: any Error)
{% for output in outputs %}

    /// Something happened that the module reports to its delegate as `{{ output.name }}`.
    func {{ output.declaration }}
{% endfor %}
{% for route in routes %}
{% for output in route.outputs %}

    /// The {{ route.module }} module this one showed reported `{{ output.name }}`.
    func {{ output.declaration }}
{% endfor %}
{% endfor %}
}
