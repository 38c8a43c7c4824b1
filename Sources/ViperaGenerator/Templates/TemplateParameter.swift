import Foundation
import ViperaCore

/// A parameter a template declares in its manifest.
public struct TemplateParameter: Sendable, Equatable {
    /// The kinds of value a parameter takes.
    public enum Kind: Sendable, Equatable {
        /// Any text.
        case string
        /// `true` or `false`; a boolean in the template context.
        case bool
        /// One of a fixed list of values.
        case choice([String])
        /// Comma-separated Swift identifiers (`Login, Analytics`); a list of strings in the
        /// template, for `{% for name in names %}`.
        case list
    }

    /// The name used in `--param name=value` and in the template (`{{ name }}`).
    public let name: String
    public let kind: Kind
    /// The value used when none is given; a parameter without one must be given.
    public let defaultValue: String?
    /// One line for `vipera templates show` and error messages.
    public let description: String?

    public init(name: String, kind: Kind, defaultValue: String?, description: String?) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.description = description
    }

    /// `raw` converted to the value the template sees, or `nil` when the kind refuses it.
    public func value(from raw: String) -> (any Sendable)? {
        switch kind {
        case .string:
            return raw
        case .bool:
            switch raw.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: return nil
            }
        case .choice(let choices):
            return choices.contains(raw) ? raw : nil
        case .list:
            let items = raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return items.allSatisfy(SwiftIdentifier.isIdentifier) ? items : nil
        }
    }

    /// What values the parameter accepts, for error messages.
    public var acceptedValues: String {
        switch kind {
        case .string: "any text"
        case .bool: "true or false"
        case .choice(let choices): choices.joined(separator: ", ")
        case .list: "comma-separated Swift identifiers"
        }
    }
}
