import Foundation

/// A `// vipera:disable…` or `// vipera:enable…` comment.
///
/// ```swift
/// // vipera:disable weak-reference-required - the router outlives its view on purpose
/// // vipera:disable:next file-name
/// let x = 1 // vipera:disable:this reference-cycle
/// // vipera:disable:previous reference-cycle
/// // vipera:enable weak-reference-required
/// ```
public struct SuppressionComment: Sendable, Hashable {
    /// Which lines a comment covers.
    public enum Scope: String, Sendable {
        /// From the comment to the matching `vipera:enable` or the end of the file.
        case region
        /// The line after the comment.
        case next
        /// The comment's own line.
        case this
        /// The line before the comment.
        case previous
    }

    /// Whether the comment disables rules (`nil` scope for `enable`).
    public let isEnable: Bool
    public let scope: Scope
    public let ruleIDs: [String]
    /// The text after ` - `, if any.
    public let reason: String?
    public let range: SourceRange

    static let prefix = "vipera:"

    /// Whether `text` contains the prefix, so that its comments are worth reading: a plain byte
    /// search, much cheaper than Foundation's `contains`.
    static func mayOccur(in text: String) -> Bool {
        let prefix = Array(Self.prefix.utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= prefix.count else { return false }
            for start in 0...(bytes.count - prefix.count) where bytes[start] == prefix[0] {
                if bytes[start..<start + prefix.count].elementsEqual(prefix) { return true }
            }
            return false
        }
    }

    /// Parses a comment's text (with its `//` or `/*` markers); `nil` when it is no suppression.
    public init?(comment: String, range: SourceRange) {
        var text = Substring(comment)
        for marker in ["///", "//", "/*"] where text.hasPrefix(marker) {
            text = text.dropFirst(marker.count)
            break
        }
        if text.hasSuffix("*/") { text = text.dropLast(2) }
        text = text.drop(while: { $0 == " " })
        guard text.hasPrefix(Self.prefix) else { return nil }
        text = text.dropFirst(Self.prefix.count)
        var reason: String?
        if let dash = text.range(of: " - ") {
            reason = text[dash.upperBound...].trimmingCharacters(in: .whitespaces)
            text = text[..<dash.lowerBound]
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let command = words.first else { return nil }
        switch command {
        case "enable": (isEnable, scope) = (true, .region)
        case "disable": (isEnable, scope) = (false, .region)
        case "disable:next": (isEnable, scope) = (false, .next)
        case "disable:this": (isEnable, scope) = (false, .this)
        case "disable:previous": (isEnable, scope) = (false, .previous)
        default: return nil
        }
        ruleIDs = Array(words.dropFirst())
        self.reason = reason
        self.range = range
    }

    /// A comment already read, e.g. from the cache.
    init(isEnable: Bool, scope: Scope, ruleIDs: [String], reason: String?, range: SourceRange) {
        self.isEnable = isEnable
        self.scope = scope
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.range = range
    }
}
