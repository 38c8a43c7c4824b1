{% include "_includes/header.stencil" %}

/// Default {{ module }} presenter: asks the interactor for content, shows it, routes on events.
@MainActor
final class {{ module }}DefaultPresenter: {{ module }}Presenter {
    weak var view: (any {{ module }}View)?
{% if outputs %}
    /// Whoever opened the module; weak, because it belongs to the module that opened this one.
    weak var delegate: (any {{ module }}Delegate)?
{% endif %}
    private let interactor: any {{ module }}Interactor
    private let router: any {{ module }}Router

    init(interactor: any {{ module }}Interactor, router: any {{ module }}Router) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadContent()
    }

    func didTapClose() {
{% if outputs %}
        if let delegate {
            delegate.close{{ module }}()
        } else {
            router.close()
        }
{% else %}
        router.close()
{% endif %}
    }
{% for output in outputs %}

    func {{ output.declaration }} {
        delegate?.{{ output.call }}
    }
{% endfor %}

    func didLoad(title: String) {
        view?.display(title: title)
    }

    func didFailToLoad(with error: any Error) {
        view?.display(errorMessage: "Something went wrong. Please try again.")
    }
{% for route in routes %}
{% for output in route.outputs %}

    /// {{ route.module }} reported `{{ output.name }}`: it is done, so it goes away.
    func {{ output.declaration }} {
        router.close{{ route.module }}()
    }
{% endfor %}
{% endfor %}
}
