import Stencil

/// Loads the templates `{% extends %}` names from the template's own text files, each lexed once.
final class SnippetLoader: Loader {
    private unowned let rendering: StencilRendering

    init(rendering: StencilRendering) {
        self.rendering = rendering
    }

    func loadTemplate(name: String, environment: Environment) throws -> Stencil.Template {
        guard let template = try rendering.snippet(named: name) else { throw TemplateDoesNotExist(templateNames: [name], loader: self) }
        return template
    }
}
