import Foundation
import Stencil

/// One template text (a file's path or contents) as Stencil lexes it, each token with its line,
/// and the nodes Stencil parses it into the first time it renders: one of each per run, however
/// many lanes render it.
final class StencilText: @unchecked Sendable {
    /// Why a text is refused before Stencil lexes it.
    struct TooLarge: Error {
        let message: String
    }

    /// The text lexed by Stencil, for `{% include %}` and `{% extends %}` to render.
    let template: Stencil.Template
    /// Its tokens, each with its line.
    let lexed: [LexedToken]
    private let lock = NSLock()
    private var parsed: Result<[NodeType], any Error>?

    /// Lexes `text`, named `name` in errors, for `environment`.
    /// - Throws: `TooLarge` past `TemplateLimits.maximumTextBytes`, `maximumLines` or
    ///   `maximumTags`.
    init(_ text: String, named name: String, environment: Environment) throws(TooLarge) {
        let bytes = text.utf8.count
        guard bytes <= TemplateLimits.maximumTextBytes else {
            let limit = RenderBudget.describe(bytes: TemplateLimits.maximumTextBytes)
            throw TooLarge(message: "the template file is larger than \(limit) (\(bytes) bytes)")
        }
        let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + (text.utf8.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
        guard lines <= TemplateLimits.maximumLines else {
            throw TooLarge(message: "the template file has more than \(TemplateLimits.maximumLines) lines (\(lines))")
        }
        let tags = LexedToken.tagCount(in: text)
        guard tags <= TemplateLimits.maximumTags else {
            throw TooLarge(message: "the template file holds more than \(TemplateLimits.maximumTags) tags (\(tags))")
        }
        template = Stencil.Template(templateString: text, environment: environment, name: name)
        // Tokens read their words lazily: read them now, while one thread has them, so that
        // lanes parsing the same tokens at once (Stencil's `include` does) only read them.
        for token in template.tokens where token.kind != .text { _ = token.components }
        lexed = LexedToken.lines(of: template.tokens, in: text)
    }

    /// The nodes of the text, parsed by Stencil the first time; a syntax error is kept and
    /// thrown each time.
    func nodes(in environment: Environment) throws -> [NodeType] {
        lock.lock()
        defer { lock.unlock() }
        let result = parsed ?? Result { try TokenParser(tokens: template.tokens, environment: environment).parse() }
        parsed = result
        return try result.get()
    }
}
