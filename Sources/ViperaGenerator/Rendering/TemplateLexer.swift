import Stencil

/// Stencil's tokens for a template text, in one pass over its bytes.
///
/// Stencil's own lexer (0.15) searches the whole text again for every line to build its line
/// table and copies the rest of the text at every tag, so its cost grows with the square of the
/// text: it was a third of generating one module. This lexer follows the same algorithm
/// (where a tag starts and ends, how its contents are trimmed, including Stencil's quirks) and
/// gives tokens of the same kinds with the same contents, plus the line each starts on.
///
/// It declines (returns nil) what it would need Stencil's internals for: `{%-`/`-%}` and `+`
/// whitespace markers (Stencil keeps `WhitespaceBehaviour`'s initializer internal), tags holding
/// non-ASCII characters or carriage returns (Stencil counts and splits those by grapheme), and an
/// unterminated tag. Stencil's lexer handles those texts.
enum TemplateLexer {
    /// A token and the line (from 1) of the text it starts on.
    struct Lexed {
        let token: Token
        let line: Int
    }

    /// The tokens of `text`, each carrying `sourceMap` (Stencil builds source maps only
    /// internally, so callers that need a rendering error's place render again with Stencil's
    /// lexer), or nil when Stencil's lexer must lex `text`.
    static func tokens(of text: String, sourceMap: SourceMap) -> [Lexed]? {
        withBytes(of: text) { bytes in
            guard let spans = spans(of: bytes) else { return nil }
            var lexed: [Lexed] = []
            lexed.reserveCapacity(spans.count)
            for span in spans {
                let slice = UnsafeBufferPointer(rebasing: bytes[span.range])
                guard
                    let token = span.isTag
                        ? tag(slice, sourceMap: sourceMap)
                        : .text(value: String(decoding: slice, as: UTF8.self), at: sourceMap)
                else { return nil }
                lexed.append(Lexed(token: token, line: span.line))
            }
            return lexed
        }
    }

    /// The line (from 1) each token Stencil's lexer makes of `text` starts on, in its order, or
    /// nil for a text with an unterminated tag. For texts Stencil lexes: its source maps place a
    /// token by where its line's text first occurs in the file, so a token on a repeated line
    /// gets an earlier line's number, or 0.
    static func tokenLines(of text: String) -> [Int]? {
        withBytes(of: text) { spans(of: $0)?.map(\.line) }
    }

    /// A text or a tag, as Stencil's lexer cuts the text: its bytes and the line it starts on.
    private struct Span {
        let range: Range<Int>
        let isTag: Bool
        let line: Int
    }

    private static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable(body) ?? nil
    }

    /// The texts and tags of `bytes` in order (Stencil drops empty texts), or nil at an
    /// unterminated tag.
    private static func spans(of bytes: UnsafeBufferPointer<UInt8>) -> [Span]? {
        var spans: [Span] = []
        var position = 0
        var line = 1
        /// Appends the span from `position` to `end`, counting its lines.
        func append(upTo end: Int, isTag: Bool) {
            guard end > position else { return }
            spans.append(Span(range: position..<end, isTag: isTag, line: line))
            line += newlines(in: bytes, from: position, to: end)
            position = end
        }
        while position < bytes.count {
            guard let start = tagStart(in: bytes, from: position) else {
                append(upTo: bytes.count, isTag: false)
                break
            }
            append(upTo: start, isTag: false)
            guard let end = tagEnd(in: bytes, from: start, closing: closing(of: bytes[start + 1])) else { return nil }
            append(upTo: end + 1, isTag: true)
        }
        return spans
    }

    /// Whether `text` has an `{% extends … %}` tag (whitespace markers allowed).
    static func usesExtends(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let keyword = Array("extends".utf8)
        let skipped = Array(" \t\n-+".utf8)
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%") else { continue }
            let start = bytes[(index + 2)...].firstIndex { !skipped.contains($0) } ?? bytes.endIndex
            if bytes[start...].starts(with: keyword) { return true }
        }
        return false
    }

    /// The first `{` at or after `from` followed by `{`, `%` or `#`.
    private static func tagStart(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var index = from
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "{"), closing(of: bytes[index + 1]) != nil { return index }
            index += 1
        }
        return nil
    }

    /// The character that, followed by `}`, closes a tag opened by `{` and `opener`.
    private static func closing(of opener: UInt8) -> UInt8? {
        switch opener {
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "%"): UInt8(ascii: "%")
        case UInt8(ascii: "#"): UInt8(ascii: "#")
        default: nil
        }
    }

    /// The index of the `}` ending the tag that starts at `from`: Stencil scans from the tag's
    /// first character for `closing` directly followed by `}`.
    private static func tagEnd(in bytes: UnsafeBufferPointer<UInt8>, from: Int, closing: UInt8?) -> Int? {
        guard let closing else { return nil }
        var index = from + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "}"), bytes[index - 1] == closing { return index }
            index += 1
        }
        return nil
    }

    /// The token for a whole tag (`{{ … }}`, `{% … %}` or `{# … #}`), or nil when Stencil's lexer
    /// must make it.
    private static func tag(_ tag: UnsafeBufferPointer<UInt8>, sourceMap: SourceMap) -> Token? {
        guard tag.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
        let markers: Set<UInt8> = [UInt8(ascii: "-"), UInt8(ascii: "+")]
        let contents = trimmedContents(of: tag)
        switch tag[1] {
        case UInt8(ascii: "{"):
            return .variable(value: contents, at: sourceMap)
        case UInt8(ascii: "%"):
            // Stencil reads whitespace markers at the third character and the third from last.
            if markers.contains(tag[2]) || (tag.count >= 3 && markers.contains(tag[tag.count - 3])) { return nil }
            return .block(value: contents, at: sourceMap)
        default:
            return .comment(value: contents, at: sourceMap)
        }
    }

    /// A tag's contents as Stencil's lexer trims them: without the two-character delimiters,
    /// split into lines, empty lines dropped, each line trimmed of spaces, joined by a space.
    private static func trimmedContents(of tag: UnsafeBufferPointer<UInt8>) -> String {
        guard tag.count > 4 else { return "" }
        let inner = UnsafeBufferPointer(rebasing: tag[2..<(tag.count - 2)])
        let lines = inner.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        return lines.map { String(decoding: trimmedOfSpaces($0), as: UTF8.self) }.joined(separator: " ")
    }

    /// `line` trimmed of spaces the way Stencil's `trim(character:)` does: leading spaces always,
    /// trailing spaces only when a non-space follows the line's first character.
    private static func trimmedOfSpaces(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let space = UInt8(ascii: " ")
        let first = line.firstIndex { $0 != space } ?? line.startIndex
        var last = line.endIndex
        var index = line.endIndex - 1
        while index > line.startIndex {
            if line[index] != space {
                last = index + 1
                break
            }
            index -= 1
        }
        return line[first..<last]
    }

    private static func newlines(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int {
        var lines = 0
        for index in from..<end where bytes[index] == UInt8(ascii: "\n") { lines += 1 }
        return lines
    }
}
