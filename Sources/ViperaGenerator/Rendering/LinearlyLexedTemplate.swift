import Stencil

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
        let linear =
            trimBehaviour == .smart || trimBehaviour == .nothing
            ? TemplateLexer.tokens(of: templateString, sourceMap: Self.sourceMap) : nil
        super.init(templateString: linear == nil ? templateString : "", environment: environment, name: name)
        if let linear {
            lexed = trimBehaviour == .smart ? SmartTrim.apply(to: linear) : linear
            parseEnvironment.trimBehaviour = .nothing
            parsesInChunks = true
        }
    }
}
