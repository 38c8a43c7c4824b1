/// Parses the expressions inside `{{ }}` and tags.
struct LiquidExpressionParser {
    typealias Token = LiquidExpressionToken

    static let comparisons: Set<String> = ["==", "!=", "<>", "<", ">", "<=", ">=", "contains"]
    private var tokens: [Token]
    private var position = 0

    init(_ text: String) throws(LiquidError) {
        tokens = try Token.tokens(of: text)
    }

    var isAtEnd: Bool { position >= tokens.count }

    /// `base | filter: argument, name: argument | …` up to the end of the text.
    mutating func filteredExpression() throws(LiquidError) -> LiquidFilteredExpression {
        let base = try expression()
        var filters: [LiquidFilteredExpression.Filter] = []
        while take(.symbol("|")) {
            guard case .word(let name)? = next() else { throw LiquidError(message: "a filter name must follow '|'") }
            var arguments: [LiquidExpression] = []
            var options: [String: LiquidExpression] = [:]
            if take(.symbol(":")) {
                repeat {
                    if let option = optionName() {
                        options[option] = try expression()
                    } else if options.isEmpty {
                        arguments.append(try expression())
                    } else {
                        throw LiquidError(message: "filter '\(name)': write its arguments before its named options")
                    }
                } while take(.symbol(","))
            }
            filters.append(.init(name: name, arguments: arguments, options: options))
        }
        try expectEnd()
        return LiquidFilteredExpression(base: base, filters: filters)
    }

    /// Comparisons joined by `and` / `or`, grouped from the right as Liquid does.
    mutating func condition() throws(LiquidError) -> LiquidCondition {
        var parts = [try comparison()]
        var joins: [String] = []
        while case .word(let join)? = peek(), join == "and" || join == "or" {
            position += 1
            joins.append(join)
            parts.append(try comparison())
        }
        try expectEnd()
        var result = parts.removeLast()
        for (part, join) in zip(parts, joins).reversed() {
            result = join == "and" ? .and(part, result) : .or(part, result)
        }
        return result
    }

    /// Values separated by `,` or `or`, as in `{% when 'a', 'b' or 'c' %}`, up to the end.
    mutating func alternatives() throws(LiquidError) -> [LiquidExpression] {
        var values = [try expression()]
        while take(.symbol(",")) || take(.word("or")) { values.append(try expression()) }
        try expectEnd()
        return values
    }

    /// One operand: a string, a number, `true`/`false`/`nil`/`empty`, a range or a variable path.
    mutating func expression() throws(LiquidError) -> LiquidExpression {
        switch next() {
        case .string(let text)?: return .literal(.string(text))
        case .number(let number)?: return .literal(.int(number))
        case .word("true")?: return .literal(.bool(true))
        case .word("false")?: return .literal(.bool(false))
        case .word("nil")?, .word("null")?: return .literal(.null)
        case .word("empty")?: return .empty
        case .word(let name)?: return .path(try segments(after: .key(name)))
        case .symbol("[")?: return .path(try segments(after: .index(try closedIndex())))
        case .symbol("(")?:
            let lower = try expression()
            try expect(.symbol(".."), "write a range as (first..last)")
            let upper = try expression()
            try expect(.symbol(")"), "write a range as (first..last)")
            return .range(lower, upper)
        case let token?: throw LiquidError(message: "unexpected '\(token.written)'")
        case nil: throw LiquidError(message: "a value is missing")
        }
    }

    /// The next word when it is one, consumed.
    mutating func word() -> String? {
        guard case .word(let word)? = peek() else { return nil }
        position += 1
        return word
    }

    /// `name:` when it comes next, consumed: a named option of a filter or tag.
    mutating func optionName() -> String? {
        guard case .word(let name)? = peek(), position + 1 < tokens.count, tokens[position + 1] == .symbol(":") else { return nil }
        position += 2
        return name
    }

    /// Consumes `token` when it comes next.
    mutating func take(_ token: Token) -> Bool {
        guard peek() == token else { return false }
        position += 1
        return true
    }

    func expectEnd() throws(LiquidError) {
        guard let token = peek() else { return }
        throw LiquidError(message: "unexpected '\(token.written)'")
    }

    private mutating func expect(_ token: Token, _ message: String) throws(LiquidError) {
        guard take(token) else { throw LiquidError(message: message) }
    }

    /// The rest of a path after its first segment: `.name`, `.0` and `[expression]`.
    private mutating func segments(after first: LiquidExpression.Segment) throws(LiquidError) -> [LiquidExpression.Segment] {
        var segments = [first]
        while true {
            if take(.symbol(".")) {
                switch next() {
                case .word(let key)?: segments.append(.key(key))
                case .number(let number)? where number >= 0: segments.append(.key(String(number)))
                default: throw LiquidError(message: "a name must follow '.'")
                }
            } else if take(.symbol("[")) {
                segments.append(.index(try closedIndex()))
            } else {
                return segments
            }
        }
    }

    /// The expression inside `[ ]`, after the `[`.
    private mutating func closedIndex() throws(LiquidError) -> LiquidExpression {
        let index = try expression()
        try expect(.symbol("]"), "'[' is never closed with ']'")
        return index
    }

    private mutating func comparison() throws(LiquidError) -> LiquidCondition {
        let left = try expression()
        let operation: String? =
            switch peek() {
            case .symbol(let symbol)? where Self.comparisons.contains(symbol): symbol
            case .word("contains")?: "contains"
            default: nil
            }
        guard let operation else { return .value(left) }
        position += 1
        return .comparison(left, operation, try expression())
    }

    private func peek() -> Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func next() -> Token? {
        defer { position += 1 }
        return peek()
    }
}
