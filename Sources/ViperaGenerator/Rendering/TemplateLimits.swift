import Liquid

/// Bounds that keep a template from running, growing or nesting without end: a template past
/// one is an error naming the file (and line) and the bound, never a hang or a crash. Where
/// Liquid has the same bound, the value is Liquid's own.
struct TemplateLimits: Sendable {
    /// How deep blocks (`if`, `for`, …) and `include`/`extends` chains may nest: Stencil parses
    /// and renders nested blocks recursively, so a few thousand levels overflow the stack.
    static let maximumDepth = LiquidLimits.maximumDepth
    /// The largest template text, in UTF-8 bytes, and the most lines and tags (`{{ }}`, `{% %}`,
    /// `{# #}`) it may hold. Stencil's lexer searches the whole text for each line and copies
    /// what follows each tag, and its parser takes each token off the front of an array: at
    /// these bounds a text still lexes and parses in about a second (real templates hold a few
    /// kilobytes).
    static let maximumTextBytes = 64 << 10
    static let maximumLines = 2_000
    static let maximumTags = 10_000

    /// The most loop iterations, and the most snippets included, in one render of a text.
    var maximumIterations = LiquidLimits.maximumItems
    /// The longest output a render of a text may produce, in UTF-8 bytes.
    var maximumOutputBytes = LiquidLimits.maximumTextBytes
    /// The most processor time a render of a text may take, in seconds.
    var maximumSeconds = 10.0
}
