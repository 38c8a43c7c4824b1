import Stencil

/// A Stencil template that parses its tokens once, however often it renders (Stencil parses on
/// every render; a spec renders each template file once per module). It is lexed by Stencil.
class ParsedOnceTemplate: Stencil.Template {
    private let renderEnvironment: Environment
    private var nodes: [NodeType]?
    /// The tokens the template renders from, each with the line it starts on.
    fileprivate(set) var lexed: [TemplateLexer.Lexed] = []
    /// The environment the tokens are parsed in.
    fileprivate var parseEnvironment: Environment
    /// Whether the tokens can be parsed by `ChunkedParsing` (they have no whitespace markers
    /// and the template no `{% extends %}`).
    fileprivate var parsesInChunks = false

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

/// A parsed-once template lexed by `TemplateLexer` in one pass, or by Stencil when that lexer
/// declines the text. Under `.smart` trimming (or none) its text tokens are trimmed once, when
/// lexed, and parsed without trimming.
///
/// Stencil's own `render(_: Context)` cannot be overridden and reads Stencil's tokens, which this
/// class leaves empty, so it must only be used where nothing calls that method: templates that do
/// not use `{% extends %}` (whose base templates Stencil renders that way).
final class LinearlyLexedTemplate: ParsedOnceTemplate {
    /// A source map for tokens this lexer makes; Stencil can make source maps only internally.
    private nonisolated(unsafe) static let sourceMap = Stencil.Template(templateString: "-").tokens[0].sourceMap

    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        let trimBehaviour = environment?.trimBehaviour ?? .nothing
        let linear = trimBehaviour == .smart || trimBehaviour == .nothing
            ? TemplateLexer.tokens(of: templateString, sourceMap: Self.sourceMap) : nil
        super.init(templateString: linear == nil ? templateString : "", environment: environment, name: name)
        if let linear {
            lexed = trimBehaviour == .smart ? SmartTrim.apply(to: linear) : linear
            parseEnvironment.trimBehaviour = .nothing
            parsesInChunks = true
        }
    }
}

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

/// `{% include "file" [context] %}` rendering the snippet's parsed-once nodes. Stencil's own
/// include tag re-parses the snippet on every render; this one replaces it with the same
/// behaviour otherwise.
final class ParsedOnceIncludeNode: NodeType {
    let token: Token?
    private let templateName: Variable
    private let includeContext: String?

    /// Parses the tag; its arguments are those of Stencil's `include`.
    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let bits = token.components
        guard bits.count == 2 || bits.count == 3 else {
            throw TemplateSyntaxError("'include' takes the file to include and, optionally, the context to pass to it")
        }
        return ParsedOnceIncludeNode(token: token, templateName: Variable(bits[1]), includeContext: bits.count == 3 ? bits[2] : nil)
    }

    private init(token: Token, templateName: Variable, includeContext: String?) {
        self.token = token
        self.templateName = templateName
        self.includeContext = includeContext
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'\(templateName)' could not be resolved as a string")
        }
        let template = try context.environment.loadTemplate(name: name)
        do {
            let values = includeContext.flatMap { context[$0] as? [String: Any] } ?? [:]
            return try context.push(dictionary: values) {
                if let parsed = template as? ParsedOnceTemplate { return try parsed.render(in: context) }
                return try template.render(context)
            }
        } catch let error as TemplateSyntaxError {
            throw TemplateSyntaxError(reason: error.reason, stackTrace: error.stackTrace + (error.token.map { [$0] } ?? []))
        }
    }
}
