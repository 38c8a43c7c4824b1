import Stencil

/// A Stencil template that parses its tokens once, however often it renders (Stencil parses on
/// every render; a spec renders each template file once per module).
final class ParsedOnceTemplate: Stencil.Template {
    private let renderEnvironment: Environment
    private var nodes: [NodeType]?

    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        renderEnvironment = environment ?? Environment()
        super.init(templateString: templateString, environment: environment, name: name)
    }

    override func render(_ dictionary: [String: Any]? = nil) throws -> String {
        let nodes = try self.nodes ?? TokenParser(tokens: tokens, environment: renderEnvironment).parse()
        self.nodes = nodes
        return try renderNodes(nodes, Context(dictionary: dictionary ?? [:], environment: renderEnvironment))
    }
}

/// Loads `{% include %}` snippets from the template's own files, lexing each once.
final class SnippetLoader: Loader {
    private let texts: [String: String]
    private var loaded: [String: Stencil.Template] = [:]

    init(texts: [String: String]) {
        self.texts = texts
    }

    func loadTemplate(name: String, environment: Environment) throws -> Stencil.Template {
        if let template = loaded[name] { return template }
        guard let text = texts[name] else { throw TemplateDoesNotExist(templateNames: [name], loader: self) }
        let template = environment.templateClass.init(templateString: text, environment: environment, name: name)
        loaded[name] = template
        return template
    }
}
