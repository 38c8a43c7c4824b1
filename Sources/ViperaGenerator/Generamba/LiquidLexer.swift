import Foundation

/// One piece of a Liquid text: plain text, an output `{{ … }}` or a tag `{% … %}`.
struct LiquidToken: Equatable {
    enum Kind { case text, output, tag }
    let kind: Kind
    /// The text, or the inside of the delimiters without `-` and surrounding spaces.
    let contents: String
    /// The 1-based line the token starts on.
    let line: Int
}

/// Splits a Liquid text into tokens, applying whitespace control (`{{-`, `-}}`, `{%-`, `-%}`) and
/// keeping `{% raw %}` bodies as text and `{% comment %}` bodies out.
enum LiquidLexer {
    private static let raw = try! NSRegularExpression(pattern: "\\{%-?\\s*endraw\\s*-?%\\}")
    private static let comment = try! NSRegularExpression(pattern: "\\{%-?\\s*endcomment\\s*-?%\\}")

    /// The tokens of `text`, whose first line is `firstLine`.
    static func tokens(_ text: String, firstLine: Int = 1) throws(LiquidError) -> [LiquidToken] {
        var tokens: [LiquidToken] = []
        var index = text.startIndex
        var line = firstLine
        var trimLeadingSpace = false
        func appendText(_ segment: Substring) {
            let segment = trimLeadingSpace ? segment.drop(while: \.isWhitespace) : segment
            if !segment.isEmpty { tokens.append(LiquidToken(kind: .text, contents: String(segment), line: line)) }
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
            if keyword == "raw" { appendText(text[index..<end.lowerBound]) }
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
        var contents = last.contents
        while contents.last?.isWhitespace == true { contents.removeLast() }
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
