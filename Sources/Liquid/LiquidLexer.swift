import Foundation

/// One piece of a Liquid text: plain text, an output `{{ … }}` or a tag `{% … %}`.
struct LiquidToken: Equatable {
    /// `raw` is the body of `{% raw %}`: text that whitespace control leaves alone.
    enum Kind { case text, raw, output, tag }
    let kind: Kind
    /// The text, or the inside of the delimiters without `-` and surrounding spaces.
    let contents: String
    /// The 1-based line the token starts on.
    let line: Int
}

/// Splits a Liquid text into tokens, applying whitespace control (`{{-`, `-}}`, `{%-`, `-%}`) and
/// keeping `{% raw %}` bodies as text and `{% comment %}` bodies out. Whitespace control trims
/// the ASCII whitespace Ruby's `lstrip`/`rstrip` trim.
enum LiquidLexer {
    private static let raw = try! NSRegularExpression(pattern: "\\{%-?\\s*endraw\\s*-?%\\}")
    private static let comment = try! NSRegularExpression(pattern: "\\{%-?\\s*endcomment\\s*-?%\\}")

    /// The tokens of `text`, whose first line is `firstLine`.
    static func tokens(_ text: String, firstLine: Int = 1) throws(LiquidError) -> [LiquidToken] {
        var tokens: [LiquidToken] = []
        var index = text.startIndex
        var line = firstLine
        var trimLeadingSpace = false
        func appendText(_ segment: Substring, kind: LiquidToken.Kind = .text) {
            let segment = trimLeadingSpace && kind == .text ? LiquidRubyString.lstrip(segment) : String(segment)
            trimLeadingSpace = false
            if !segment.isEmpty || kind == .raw { tokens.append(LiquidToken(kind: kind, contents: segment, line: line)) }
        }
        while index < text.endIndex {
            guard let open = nextDelimiter(in: text, from: index) else {
                appendText(text[index...])
                break
            }
            appendText(text[index..<open.lowerBound])
            line += newlines(in: text[index..<open.lowerBound])
            let isOutput = text[open].hasPrefix("{{")
            let closer = isOutput ? "}}" : "%}"
            guard let close = text.range(of: closer, range: open.upperBound..<text.endIndex) else {
                throw LiquidError(line: line, message: "'\(text[open])' is never closed with '\(closer)'")
            }
            var inside = text[open.upperBound..<close.lowerBound]
            if inside.hasPrefix("-") {
                inside = inside.dropFirst()
                trimTrailingSpace(of: &tokens)
            }
            trimLeadingSpace = inside.hasSuffix("-")
            if trimLeadingSpace { inside = inside.dropLast() }
            let contents = inside.trimmingCharacters(in: .whitespacesAndNewlines)
            tokens.append(LiquidToken(kind: isOutput ? .output : .tag, contents: contents, line: line))
            line += newlines(in: text[open.lowerBound..<close.upperBound])
            index = close.upperBound
            let keyword = contents.prefix { !$0.isWhitespace }
            guard !isOutput, keyword == "raw" || keyword == "comment" else { continue }
            guard let end = firstMatch(keyword == "raw" ? raw : comment, in: text, from: index) else {
                throw LiquidError(line: tokens.last?.line, message: "'{% \(keyword) %}' is never closed with '{% end\(keyword) %}'")
            }
            tokens.removeLast()
            // A comment leaves an empty raw token: what `{%-` trims after it is not before it.
            appendText(keyword == "raw" ? text[index..<end.lowerBound] : "", kind: .raw)
            line += newlines(in: text[index..<end.upperBound])
            trimLeadingSpace = text[end].hasSuffix("-%}")
            index = end.upperBound
        }
        return tokens
    }

    /// The `{{` or `{%` starting at or after `start`.
    private static func nextDelimiter(in text: String, from start: String.Index) -> Range<String.Index>? {
        var position = start
        while let brace = text[position...].firstIndex(of: "{") {
            let next = text.index(after: brace)
            if next < text.endIndex, text[next] == "{" || text[next] == "%" {
                return brace..<text.index(after: next)
            }
            position = next
        }
        return nil
    }

    private static func trimTrailingSpace(of tokens: inout [LiquidToken]) {
        guard let last = tokens.last, last.kind == .text else { return }
        tokens.removeLast()
        let contents = LiquidRubyString.rstrip(last.contents)
        if !contents.isEmpty { tokens.append(LiquidToken(kind: .text, contents: contents, line: last.line)) }
    }

    private static func firstMatch(_ pattern: NSRegularExpression, in text: String, from index: String.Index) -> Range<String.Index>? {
        let range = NSRange(index..<text.endIndex, in: text)
        return pattern.firstMatch(in: text, range: range).flatMap { Range($0.range, in: text) }
    }

    private static func newlines(in text: Substring) -> Int {
        text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
