import Liquid

/// How deep a template may nest blocks (`if`, `for`, …) and `include`/`extends` chains, in
/// Stencil and Liquid alike. Both parse and render nested blocks recursively: without a bound,
/// a few thousand levels overflow the stack. No real template comes near it.
enum NestingLimit {
    /// The deepest nesting accepted: the Liquid engine's own bound.
    static let maximumDepth = LiquidLimits.maximumDepth
}
