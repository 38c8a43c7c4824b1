{% include "_includes/header.stencil" %}

/// Assembles the {{ module }} module. It keeps nothing of what it assembles.
@MainActor
enum {{ module }}Assembly {
    /// The module's router, made with the module's parameters, and its view controller.
    static func module({% for input in inputs %}{{ input.name }}: {{ input.type }}{{ ", " if not forloop.last }}{% endfor %}) -> Module<any {{ module }}RouterProtocol> {
        let router = {{ module }}Router({% for input in inputs %}{{ input.name }}: {{ input.name }}{{ ", " if not forloop.last }}{% endfor %})
        return Module(router: router, viewController: router.viewController)
    }
}
