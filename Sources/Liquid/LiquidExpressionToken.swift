/// A token of the expressions inside `{{ }}` and tags: a quoted string, a whole number, a word
/// (a name or keyword) or a symbol (`|`, `:`, `,`, `.`, `..`, `[`, `]`, `(`, `)`, comparisons).
enum LiquidExpressionToken: Equatable {
    case string(String)
    case number(Int)
    case word(String)
    case symbol(String)

    /// The token as written, for error messages.
    var written: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .number(let number): String(number)
        case .word(let word), .symbol(let word): word
        }
    }

    /// The tokens of `text`.
    static func tokens(of text: String) throws(LiquidError) -> [LiquidExpressionToken] {
        var tokens: [LiquidExpressionToken] = []
        let characters = Array(text)
        var index = 0
        func isDigit(_ offset: Int) -> Bool { offset < characters.count && characters[offset].isASCII && characters[offset].isNumber }
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
            } else if isDigit(index) || (character == "-" && isDigit(index + 1)) {
                var end = index + 1
                while isDigit(end) { end += 1 }
                if end + 1 < characters.count, characters[end] == ".", isDigit(end + 1) {
                    throw LiquidError(message: "numbers with a fraction are not supported")
                }
                let digits = String(characters[index..<end])
                guard let number = Int(digits) else { throw LiquidError(message: "the number \(digits) is too large") }
                tokens.append(.number(number))
                index = end
            } else if character.isLetter || character == "_" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || "_-".contains(characters[end]) {
                    end += 1
                }
                if end < characters.count, characters[end] == "?" { end += 1 }
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
