import Stencil

/// A Stencil template that parses its tokens once, however often it renders (Stencil parses on
/// every render; a spec renders each template file once per module). It is lexed by Stencil.
class ParsedOnceTemplate: Stencil.Template {
    private let renderEnvironment: Environment
    private var nodes: [NodeType]?
    /// The tokens the template renders from, each with the line it starts on.
    var lexed: [TemplateLexer.Lexed] = []
    /// The environment the tokens are parsed in.
    var parseEnvironment: Environment
    /// Whether the tokens can be parsed by `ChunkedParsing` (they have no whitespace markers
    /// and the template no `{% extends %}`).
    var parsesInChunks = false

    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        renderEnvironment = environment ?? Environment()
        parseEnvironment = renderEnvironment
        super.init(templateString: templateString, environment: environment, name: name)
        let lines = TemplateLexer.tokenLines(of: templateString).flatMap { $0.count == tokens.count ? $0 : nil }
        lexed = tokens.indices.map { index in
            TemplateLexer.Lexed(token: tokens[index], line: lines?[index] ?? Int(tokens[index].sourceMap.location.lineNumber))
        }
    }

    /// `text`, named `name`, made by `environment`'s template class (one of this class's kinds).
    static func make(_ text: String, named name: String, in environment: Environment) -> ParsedOnceTemplate {
        let templateClass = environment.templateClass as? ParsedOnceTemplate.Type ?? ParsedOnceTemplate.self
        return templateClass.init(templateString: text, environment: environment, name: name)
    }

    override func render(_ dictionary: [String: Any]? = nil) throws -> String {
        try render(in: Context(dictionary: dictionary ?? [:], environment: renderEnvironment))
    }

    /// Renders the parsed nodes in `context` (an including template's, for `{% include %}`).
    func render(in context: Context) throws -> String {
        let nodes = try self.nodes ?? parse()
        self.nodes = nodes
        return try renderNodes(nodes, context)
    }

    /// The nodes of the tokens, parsed in chunks where they allow it.
    private func parse() throws -> [NodeType] {
        let tokens = lexed.map(\.token)
        if parsesInChunks { return try ChunkedParsing.parse(tokens, environment: parseEnvironment) }
        return try TokenParser(tokens: tokens, environment: parseEnvironment).parse()
    }
}
