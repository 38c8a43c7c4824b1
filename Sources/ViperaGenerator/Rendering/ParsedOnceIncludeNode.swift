import Stencil

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
