import SwiftParser
import SwiftSyntax

/// Whether a spec's input type is one Swift type and nothing else, as Swift's own parser reads
/// it: no comment, no second declaration, no stray token.
enum SwiftTypeText {
    /// How deep brackets may nest in a type: far beyond any real one, and well below where the
    /// parser's backtracking over `[` and `<` gets exponentially slow.
    static let maximumNesting = 12
    /// How long a type may be.
    static let maximumLength = 500

    /// `nil` when `text` is a well-formed Swift type, else why not.
    static func problem(in text: String) -> String? {
        if text.contains(where: \.isNewline) { return "it spans several lines" }
        if text.utf8.count > maximumLength { return "it is longer than \(maximumLength) characters" }
        var depth = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">"): depth -= 1
            default: continue
            }
            if depth > maximumNesting { return "its brackets nest deeper than \(maximumNesting) levels" }
        }
        let file = Parser.parse(source: "let value: \(text)")
        guard !file.hasError, file.statements.count == 1,
            let declaration = file.statements.first?.item.as(VariableDeclSyntax.self),
            declaration.bindings.count == 1,
            let type = declaration.bindings.first?.typeAnnotation?.type,
            declaration.bindings.first?.initializer == nil, declaration.bindings.first?.accessorBlock == nil
        else { return "Swift does not read it as a type" }
        let hasComment =
            type.tokens(viewMode: .sourceAccurate).contains { token in
                (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { !$0.isWhitespace }
            } || file.endOfFileToken.leadingTrivia.pieces.contains { !$0.isWhitespace }
        if hasComment { return "it contains a comment" }
        return nil
    }
}
