import Stencil

/// Stencil's `.smart` whitespace trimming, applied to the text tokens of a lexed template
/// before parsing, so that parsing and rendering need no trimming (and no regular expression:
/// the first one a process compiles costs over a millisecond of ICU start-up).
///
/// Stencil's parser gives a text token that follows a block tag the pattern `^[ \t]*\n` to
/// remove (its blanks and first newline) and a text token that precedes a block tag the
/// pattern `[ \t]*$` (trailing blanks; ICU's `$` also matches before a line terminator that
/// ends the text, so the blanks before it go). Only block tags count: after a variable or a
/// comment, and before one, nothing is trimmed.
enum SmartTrim {
    /// `tokens` with each text token trimmed as Stencil's parser would trim it under `.smart`,
    /// provided no block tag has whitespace markers (`TemplateLexer` never makes one).
    static func apply(to tokens: [TemplateLexer.Lexed]) -> [TemplateLexer.Lexed] {
        tokens.indices.map { index in
            let lexed = tokens[index]
            guard lexed.token.kind == .text else { return lexed }
            let afterBlock = index > tokens.startIndex && tokens[index - 1].token.kind == .block
            let beforeBlock = index + 1 < tokens.endIndex && tokens[index + 1].token.kind == .block
            guard afterBlock || beforeBlock else { return lexed }
            var text = Substring(lexed.token.contents)
            if afterBlock { text = withoutLeadingBlankLine(text) }
            if beforeBlock, !text.isEmpty { text = withoutTrailingBlanks(text) }
            return TemplateLexer.Lexed(token: .text(value: String(text), at: lexed.token.sourceMap), line: lexed.line)
        }
    }

    /// `^[ \t]*\n` removed: leading blanks and the newline right after them, if there is one.
    static func withoutLeadingBlankLine(_ text: Substring) -> Substring {
        let afterBlanks = text.unicodeScalars.firstIndex { !isBlank($0) } ?? text.endIndex
        guard afterBlanks < text.endIndex, text.unicodeScalars[afterBlanks] == "\n" else { return text }
        return text[text.unicodeScalars.index(after: afterBlanks)...]
    }

    /// `[ \t]*$` removed (ICU, no multiline): the blanks at the end of the text, or, when the
    /// text ends with a line terminator (`\r\n` counting as one), the blanks just before it.
    static func withoutTrailingBlanks(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        var end = scalars.endIndex
        if let last = scalars.indices.last, isLineTerminator(scalars[last]) {
            end = last
            if scalars[last] == "\n", last > scalars.startIndex, scalars[scalars.index(before: last)] == "\r" {
                end = scalars.index(before: last)
            }
        }
        var start = end
        while start > scalars.startIndex, isBlank(scalars[scalars.index(before: start)]) {
            start = scalars.index(before: start)
        }
        guard start < end else { return text }
        return text[..<start] + text[end...]
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    /// ICU's line terminators: LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    private static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }
}
