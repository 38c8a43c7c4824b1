/// Why a text did not render: a Liquid syntax or evaluation problem, a missing snippet or a
/// limit, at `location` (`file:line`).
public struct LiquidRenderError: Error, Sendable {
    /// The file (as the caller named it) and 1-based line, `file:line`.
    public let location: String
    /// What is wrong, in words.
    public let message: String
}

/// A Liquid syntax or evaluation problem at a line of the text being rendered.
struct LiquidError: Error {
    /// The 1-based line, filled in by the renderer when the problem was found without one.
    var line: Int?
    let message: String
    /// Whether the problem is an undefined variable, which the `default` filter rescues.
    var isUndefined = false
}
