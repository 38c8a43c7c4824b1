/// A value in a Liquid tag: a literal or a variable path like `module_info.name`.
enum LiquidExpression: Equatable {
    case literal(LiquidValue)
    case path([String])
    /// Liquid's `empty`, which equals empty text, lists and objects.
    case empty
}

/// An expression with filters: `module_info.name | append: "View" | downcase`.
struct LiquidFilteredExpression: Equatable {
    struct Filter: Equatable {
        let name: String
        let arguments: [LiquidExpression]
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

/// Parses the expressions inside `{{ }}` and tags.
struct LiquidExpressionParser {
    enum Token: Equatable {
        case string(String), number(Int), word(String), symbol(String)
    }

    static let comparisons: Set<String> = ["==", "!=", "<>", "<", ">", "<=", ">=", "contains"]
    private var tokens: [Token]
    private var position = 0

    init(_ text: String) throws(LiquidError) {
        tokens = try Self.tokenize(text)
    }

    var isAtEnd: Bool { position == tokens.count }

    /// `base | filter: argument, argument | …` up to the end of the text.
    mutating func filteredExpression() throws(LiquidError) -> LiquidFilteredExpression {
        let base = try expression()
        var filters: [LiquidFilteredExpression.Filter] = []
        while take(.symbol("|")) {
            guard case .word(let name)? = next() else { throw LiquidError(message: "a filter name must follow '|'") }
            var arguments: [LiquidExpression] = []
            if take(.symbol(":")) {
                repeat { arguments.append(try expression()) } while take(.symbol(","))
            }
            filters.append(.init(name: name, arguments: arguments))
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

    /// One operand: a string, a number, `true`/`false`/`nil`/`empty`, or a variable path.
    mutating func expression() throws(LiquidError) -> LiquidExpression {
        switch next() {
        case .string(let text)?: return .literal(.string(text))
        case .number(let number)?: return .literal(.int(number))
        case .word(let word)?:
            switch word {
            case "true", "false": return .literal(.bool(word == "true"))
            case "nil", "null": return .literal(.null)
            case "empty": return .empty
            default:
                let keys = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard !keys.contains(where: \.isEmpty), word.first?.isLetter == true || word.first == "_" else {
                    throw LiquidError(message: "'\(word)' is not a variable name")
                }
                return .path(keys)
            }
        case .symbol("(")?: throw LiquidError(message: "ranges like (1..3) are not supported")
        case .symbol("[")?: throw LiquidError(message: "bracket access like a[\"b\"] is not supported; use a.b")
        case .symbol(let symbol)?: throw LiquidError(message: "unexpected '\(symbol)'")
        case nil: throw LiquidError(message: "a value is missing")
        }
    }

    /// The next word when it is one, consumed.
    mutating func word() -> String? {
        guard case .word(let word)? = peek() else { return nil }
        position += 1
        return word
    }

    func expectEnd() throws(LiquidError) {
        guard let token = peek() else { return }
        let text = switch token {
        case .string(let text): "\"\(text)\""
        case .number(let number): String(number)
        case .word(let word), .symbol(let word): word
        }
        throw LiquidError(message: "unexpected '\(text)'")
    }

    private mutating func comparison() throws(LiquidError) -> LiquidCondition {
        let left = try expression()
        let operation: String? = switch peek() {
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

    private mutating func take(_ token: Token) -> Bool {
        guard peek() == token else { return false }
        position += 1
        return true
    }

    private static func tokenize(_ text: String) throws(LiquidError) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "\"" || character == "'" {
                guard let end = characters[(index + 1)...].firstIndex(of: character) else {
                    throw LiquidError(message: "a string starting with \(character) is never closed")
                }
                tokens.append(.string(String(characters[(index + 1)..<end])))
                index = end + 1
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                var end = index + 1
                while end < characters.count, characters[end].isNumber { end += 1 }
                if end + 1 < characters.count, characters[end] == ".", characters[end + 1].isNumber {
                    throw LiquidError(message: "numbers with a fraction are not supported")
                }
                tokens.append(.number(Int(String(characters[index..<end])) ?? 0))
                index = end
            } else if character.isLetter || character == "_" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber
                    || "_.?-".contains(characters[end]) { end += 1 }
                tokens.append(.word(String(characters[index..<end])))
                index = end
            } else {
                let pair = index + 1 < characters.count ? String(characters[index...(index + 1)]) : ""
                let symbol = ["==", "!=", "<>", "<=", ">=", ".."].contains(pair) ? pair : String(character)
                tokens.append(.symbol(symbol))
                index += symbol.count
            }
        }
        return tokens
    }
}
