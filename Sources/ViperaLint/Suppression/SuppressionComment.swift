import Foundation
import ViperaSupport

/// A `// vipera:disable…` or `// vipera:enable…` comment.
///
/// ```swift
/// // vipera:disable weak-reference-required - the router outlives its view on purpose
/// // vipera:disable:next file-name
/// let x = 1 // vipera:disable:this reference-cycle
/// // vipera:disable:previous reference-cycle
/// // vipera:enable weak-reference-required
/// ```
public struct SuppressionComment: Sendable, Hashable, Codable {
    /// Which lines a comment covers.
    public enum Scope: String, Sendable, Codable {
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
    public let ruleIDs: [RuleID]
    /// The text after ` - `, if any.
    public let reason: String?
    public let range: SourceRange
    /// The word after `vipera:` when it is no command (a typo such as `disable:nxt`): the
    /// comment then disables nothing and is reported.
    public let unknownCommand: String?

    static let prefix = "vipera:"

    /// Whether `text` contains the prefix, so that its comments are worth reading (`ByteSearch`,
    /// much cheaper than Foundation's `contains`).
    static func mayOccur(in text: String) -> Bool {
        ByteSearch.contains(Self.prefix, in: text)
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
        let isEnable: Bool
        let scope: Scope
        switch command {
        case "enable": (isEnable, scope) = (true, .region)
        case "disable": (isEnable, scope) = (false, .region)
        case "disable:next": (isEnable, scope) = (false, .next)
        case "disable:this": (isEnable, scope) = (false, .this)
        case "disable:previous": (isEnable, scope) = (false, .previous)
        // `vipera: …` with a space is prose; a word right after the colon was meant as a command.
        case _ where text.first == " " || text.first == "\t": return nil
        default:
            self.init(isEnable: false, scope: .region, ruleIDs: [], reason: reason, range: range, unknownCommand: command)
            return
        }
        self.init(isEnable: isEnable, scope: scope, ruleIDs: words.dropFirst().map(RuleID.init(rawValue:)), reason: reason, range: range)
    }

    /// A comment already read, e.g. from the cache.
    init(isEnable: Bool, scope: Scope, ruleIDs: [RuleID], reason: String?, range: SourceRange, unknownCommand: String? = nil) {
        self.isEnable = isEnable
        self.scope = scope
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.range = range
        self.unknownCommand = unknownCommand
    }

    /// Why the comment disables or enables nothing, when it is malformed: an unknown command,
    /// or no rule named.
    var problem: String? {
        if let unknownCommand {
            return "vipera:\(unknownCommand) is no suppression command (disable, disable:next, disable:this, disable:previous, enable); it suppresses nothing"
        }
        guard ruleIDs.isEmpty else { return nil }
        let command = isEnable ? "enable" : scope == .region ? "disable" : "disable:\(scope.rawValue)"
        return "vipera:\(command) names no rule; it suppresses nothing (name the rule ids, see `vipera rules`)"
    }
}
