import Stencil

/// Loads `{% include %}` snippets from the template's own files, lexing each once.
final class SnippetLoader: Loader {
    private let texts: [String: String]
    private var loaded: [String: ParsedOnceTemplate] = [:]

    init(texts: [String: String]) {
        self.texts = texts
    }

    func loadTemplate(name: String, environment: Environment) throws -> Stencil.Template {
        guard let text = texts[name] else { throw TemplateDoesNotExist(templateNames: [name], loader: self) }
        return template(named: name, text: text, environment: environment)
    }

    /// The snippet `name`, whose text is `text`, lexed the first time it is asked for.
    func template(named name: String, text: String, environment: Environment) -> ParsedOnceTemplate {
        if let template = loaded[name] { return template }
        let template = ParsedOnceTemplate.make(text, named: name, in: environment)
        loaded[name] = template
        return template
    }
}
