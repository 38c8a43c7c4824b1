/// Lexical facts about Swift identifiers.
public enum SwiftIdentifier {
    /// Whether `text` is a plain (not back-quoted) Swift identifier made of letters, digits and
    /// underscores that does not start with a digit.
    public static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
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
