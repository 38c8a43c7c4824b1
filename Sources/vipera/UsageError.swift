import Foundation
import ViperaCore

/// A usage error from the argument parser, reworded in vipera's voice: one line, starting in
/// lower case, a bad value named with the values the option takes and the closest of them.
struct UsageError: CustomStringConvertible {
    /// The exit status of a usage error (`EX_USAGE`), as the argument parser sets it.
    static let status: Int32 = 64

    /// The parser's message, e.g. "The value 'nope' is invalid for '--reporter <reporter>'.
    /// Please provide one of the following:\n  - xcode\n  - json…".
    let message: String
    /// The parser's full text, whose last line names the help to read.
    let fullMessage: String

    var description: String {
        if let value = Self.quoted(message, after: "The value '"), let option = Self.quoted(message, after: "invalid for '"),
            let list = message.range(of: "Please provide one of").map({ message[$0.upperBound...] })
        {
            let choices = Self.choices(in: String(list))
            let name = option.split(separator: " ").first.map(String.init) ?? option
            let suggestion = Suggestion.closest(to: value, among: choices).map { " Did you mean '\($0)'?" } ?? ""
            return "'\(value)' is not a value of \(name).\(suggestion) It takes \(choices.joined(separator: ", "))"
        }
        let sentence = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        let trimmed = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
        guard let first = trimmed.first else { return trimmed }
        return first.lowercased() + trimmed.dropFirst()
    }

    /// The values of "the following:\n  - a\n  - b" or of " 'a', 'b' or 'c'.".
    private static func choices(in list: String) -> [String] {
        let bulleted = list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("- ") }
        if !bulleted.isEmpty { return bulleted.map { String($0.dropFirst(2)) } }
        return list.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// `vipera lint --help`, from the parser's "See 'vipera lint --help' for more information."
    var helpCommand: String? { Self.quoted(fullMessage, after: "See '") }

    /// The text between `prefix` and the next `'` in `text`.
    private static func quoted(_ text: String, after prefix: String) -> String? {
        guard let start = text.range(of: prefix)?.upperBound, let end = text[start...].firstIndex(of: "'") else { return nil }
        return String(text[start..<end])
    }
}
