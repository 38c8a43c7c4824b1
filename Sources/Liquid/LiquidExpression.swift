/// A value in a Liquid tag: a literal, a variable path like `module_info.name` or `a["b"][0]`,
/// a range `(1..n)` or Liquid's `empty`.
indirect enum LiquidExpression: Equatable {
    /// One step of a variable path: `.name` or `[expression]`.
    enum Segment: Equatable {
        case key(String)
        case index(LiquidExpression)
    }

    case literal(LiquidValue)
    /// The first segment names the variable (`name` or `["name"]`), the rest look inside it.
    case path([Segment])
    case range(LiquidExpression, LiquidExpression)
    /// Liquid's `empty`, which equals empty text, lists and objects.
    case empty
}

/// An expression with filters: `module_info.name | append: "View" | downcase`.
struct LiquidFilteredExpression: Equatable {
    struct Filter: Equatable {
        let name: String
        let arguments: [LiquidExpression]
        /// Named arguments, as `allow_false: true` in `default: 'x', allow_false: true`.
        let options: [String: LiquidExpression]
    }

    let base: LiquidExpression
    let filters: [Filter]
}

/// A condition of `if`, `elsif` and `unless`.
indirect enum LiquidCondition: Equatable {
    case value(LiquidExpression)
    case comparison(LiquidExpression, String, LiquidExpression)
    case and(LiquidCondition, LiquidCondition)
    case or(LiquidCondition, LiquidCondition)
    case not(LiquidCondition)
}
