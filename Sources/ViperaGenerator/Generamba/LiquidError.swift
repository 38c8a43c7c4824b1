/// A Liquid syntax or evaluation problem at a line of the text being rendered.
struct LiquidError: Error {
    /// The 1-based line, filled in by the renderer when the problem was found without one.
    var line: Int?
    let message: String
    /// Whether the problem is an undefined variable, which the `default` filter rescues.
    var isUndefined = false
}
