/// Bounds that keep a template from running or growing without end.
public enum LiquidLimits {
    /// How deep blocks (`if`, `for`, …) and `include` chains may nest: parsing and rendering
    /// recurse, and a few thousand levels would overflow the stack.
    public static let maximumDepth = 64
    /// The most items a range may have, and the most loop iterations one render may run.
    public static let maximumItems = 100_000
    /// The longest text a filter, `capture` or a render may produce, in UTF-8 bytes.
    public static let maximumTextBytes = 16 << 20
    /// The longest one render may take, in seconds: each step is bounded, but a loop of
    /// bounded steps on long texts could still run for hours.
    static let maximumSeconds = 10

    /// `text`, or an error when it is longer than `maximumTextBytes`.
    static func checked(_ text: String) throws(LiquidError) -> String {
        guard text.utf8.count <= maximumTextBytes else {
            throw LiquidError(message: "the text grows past \(maximumTextBytes >> 20) MiB")
        }
        return text
    }
}
