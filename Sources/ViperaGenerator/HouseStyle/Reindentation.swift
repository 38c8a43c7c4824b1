import SwiftParser
import SwiftSyntax

/// Re-indents Swift written with four spaces a level (the built-in templates) into a project's
/// `Indentation`: the leading spaces of each line, in fours, become levels of the project's unit,
/// and what remains stays as spaces (alignment). The lines inside a multi-line string literal or a
/// block comment are left exactly as they are, and nothing after a line's indentation changes.
enum Reindentation {
    static func apply(_ source: String, to style: Indentation) -> String {
        guard style != .builtIn else { return source }
        let frozen = style.unit == Indentation.builtIn.unit ? [] : frozenLines(source)
        var lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        for index in lines.indices where !frozen.contains(index + 1) {
            let spaces = lines[index].prefix { $0 == " " }.count
            guard spaces > 0 else { continue }
            lines[index] = style.text(levels: spaces / 4) + String(repeating: " ", count: spaces % 4) + lines[index].dropFirst(spaces)
        }
        return lines.joined(separator: style.usesCRLF ? "\r\n" : "\n")
    }

    /// The lines (from 1) that start inside a multi-line string literal or a block comment.
    private static func frozenLines(_ source: String) -> Set<Int> {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var frozen: Set<Int> = []
        func freeze(from start: AbsolutePosition, to end: AbsolutePosition) {
            let first = converter.location(for: start).line
            let last = converter.location(for: end).line
            if last > first { frozen.formUnion((first + 1)...last) }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .multilineStringQuote, token.parent?.is(StringLiteralExprSyntax.self) == true,
                let literal = token.parent?.as(StringLiteralExprSyntax.self), literal.openingQuote.id == token.id
            {
                freeze(from: literal.openingQuote.endPositionBeforeTrailingTrivia, to: literal.closingQuote.positionAfterSkippingLeadingTrivia)
            }
            var position = token.position
            for piece in token.leadingTrivia.pieces {
                let end = position.advanced(by: piece.sourceLength.utf8Length)
                switch piece {
                case .blockComment, .docBlockComment: freeze(from: position, to: end)
                default: break
                }
                position = end
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia.pieces {
                let end = position.advanced(by: piece.sourceLength.utf8Length)
                switch piece {
                case .blockComment, .docBlockComment: freeze(from: position, to: end)
                default: break
                }
                position = end
            }
        }
        return frozen
    }
}
