/// Lexical facts about Swift identifiers.
public enum SwiftIdentifier {
    /// Whether `text` is a plain (not back-quoted) Swift identifier made of letters, digits,
    /// combining marks and underscores that does not start with a digit or a mark. Either
    /// Unicode normalization is one: `Café` written with `é` or with `e` and U+0301.
    public static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && firstInvalidScalar(in: text) == nil
    }

    /// The first scalar of `text` that keeps it from being an identifier, and its position.
    public static func firstInvalidScalar(in text: String) -> (scalar: Unicode.Scalar, offset: Int)? {
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let properties = scalar.properties
            let isHead = scalar == "_" || properties.isAlphabetic
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            guard isHead || (offset > 0 && (properties.numericType != nil || isMark)) else { return (scalar, offset) }
        }
        return nil
    }

    /// `scalar` for a message: itself when it shows on its own, then its code point and name
    /// (`'•' (U+2022 BULLET)`, `U+0301 COMBINING ACUTE ACCENT`).
    public static func described(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let name = scalar.properties.name.map { " \($0)" } ?? ""
        let category = scalar.properties.generalCategory
        let shows = ![.nonspacingMark, .spacingMark, .enclosingMark, .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator]
            .contains(category)
        return shows ? "'\(scalar)' (\(code)\(name))" : code + name
    }

    /// Keywords that cannot name a type, plus the type names Swift reserves.
    public static let keywords: Set<String> = [
        "Any", "Self", "Type", "Protocol", "associatedtype", "class", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "open", "operator",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "_",
    ]
}
