import Foundation

/// Ruby's string operations, as Liquid (written in Ruby) applies them: whitespace is ASCII
/// (space, `\t`, `\n`, `\v`, `\f`, `\r`, and NUL where Ruby strips it), lengths and positions
/// count Unicode scalars, and searches are literal.
enum LiquidRubyString {
    /// Whether Ruby's `strip` removes `scalar`.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || ("\t"..."\r").contains(scalar) || scalar == "\0"
    }

    /// Ruby's `lstrip`.
    static func lstrip<S: StringProtocol>(_ text: S) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.drop(while: isWhitespace)))
    }

    /// Ruby's `rstrip`.
    static func rstrip<S: StringProtocol>(_ text: S) -> String {
        let scalars = text.unicodeScalars
        guard let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[...last]))
    }

    /// Ruby's `strip`.
    static func strip(_ text: String) -> String { rstrip(lstrip(text)) }

    /// Ruby's `length`: the number of Unicode scalars.
    static func length(_ text: String) -> Int { text.unicodeScalars.count }

    /// Ruby's `text[start, length]` on Unicode scalars, `nil` when `start` is outside the text.
    static func slice(_ text: String, from start: Int, length: Int) -> String? {
        let scalars = Array(text.unicodeScalars)
        let begin = start < 0 ? scalars.count + start : start
        guard begin >= 0, begin <= scalars.count, length >= 0 else { return nil }
        let end = begin + min(length, scalars.count - begin)
        return String(String.UnicodeScalarView(scalars[begin..<end]))
    }

    /// Ruby's `split(separator)`: `" "` splits at runs of whitespace ignoring leading ones, `""`
    /// splits every scalar; trailing empty parts are dropped. At most `limit` parts when given,
    /// the last holding the rest.
    static func split(_ text: String, _ separator: String, limit: Int? = nil) -> [String] {
        var parts: [String] = []
        if separator == " " {
            var rest = Substring(lstrip(text)).unicodeScalars[...]
            while !rest.isEmpty {
                if let limit, parts.count == limit - 1 {
                    parts.append(String(String.UnicodeScalarView(rest)))
                    return parts
                }
                let end = rest.firstIndex(where: isWhitespace) ?? rest.endIndex
                parts.append(String(String.UnicodeScalarView(rest[..<end])))
                rest = rest[end...].drop(while: isWhitespace)
            }
        } else if separator.isEmpty {
            parts = text.unicodeScalars.map { String($0) }
        } else {
            parts = text.components(separatedBy: separator)
        }
        while parts.last?.isEmpty == true { parts.removeLast() }
        return parts
    }

    /// Ruby's `gsub(target, replacement)` with a literal `target`; an empty one matches between
    /// every two scalars and at both ends.
    static func replacingAll(_ target: String, in text: String, with replacement: String) -> String {
        guard !target.isEmpty else {
            return replacement + text.unicodeScalars.map { String($0) + replacement }.joined()
        }
        return text.replacingOccurrences(of: target, with: replacement, options: .literal)
    }

    /// Ruby's `sub(target, replacement)` with a literal `target`.
    static func replacingFirst(_ target: String, in text: String, with replacement: String) -> String {
        guard let range = text.range(of: target, options: .literal) else {
            return target.isEmpty ? replacement + text : text
        }
        return text.replacingCharacters(in: range, with: replacement)
    }
}
