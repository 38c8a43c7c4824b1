import Stencil

/// The tags that charge a render's `RenderBudget` as they run, in place of Stencil's: `for`
/// (Stencil's own, wrapped: see `LimitedLoop`) and `include` (`SnippetInclude`, which renders
/// the snippet's nodes parsed once).
enum LimitedTags {
    /// An extension registering the limited tags; `snippetNodes` gives the nodes of the
    /// template's text file at a path, parsed once.
    static func makeExtension(snippetNodes: @escaping (_ path: String) throws -> [NodeType]) -> Extension {
        let limited = Extension()
        limited.registerTag("for") { parser, token in
            try LimitedLoop.parse(parser, token: token, stock: stockParser("for"))
        }
        limited.registerTag(LimitedLoop.bodyTagName, parser: LimitedLoop.parseBody)
        limited.registerTag("include") { _, token in
            try SnippetInclude(token: token, snippetNodes: snippetNodes)
        }
        return limited
    }

    /// Stencil's own parser for `tag`.
    private static func stockParser(_ tag: String) throws -> TokenParser.TagParser {
        guard let parser = stockParsers[tag] else { throw TemplateSyntaxError("Stencil has no '\(tag)' tag") }
        return parser
    }

    /// Stencil's built-in tag parsers by name, read from its default extension (which keeps
    /// them internal); made once, then only read.
    nonisolated(unsafe) private static let stockParsers: [String: TokenParser.TagParser] = {
        for stock in Environment().extensions {
            var mirror: Mirror? = Mirror(reflecting: stock)
            while let current = mirror {
                if let tags = current.children.first(where: { $0.label == "tags" })?.value as? [String: TokenParser.TagParser] {
                    return tags
                }
                mirror = current.superclassMirror
            }
        }
        return [:]
    }()
}
