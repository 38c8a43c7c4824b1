import Foundation
import ViperaCore

/// Why a file is not a baseline, in words: where the JSON breaks (line and column), or which
/// field (`findings[3].symbol`) is missing or of the wrong kind.
enum BaselineDecodingError {
    /// What is wrong with the baseline `data` at `file`, which `JSONDecoder` refused with `error`.
    static func configurationError(file: String, data: Data, _ error: any Error) -> ConfigurationError {
        let (line, problem) = describe(error, data)
        return ConfigurationError(file: file, line: line, message: "not a vipera baseline (JSON written by `vipera lint --write-baseline`): \(problem)")
    }

    private static func describe(_ error: any Error, _ data: Data) -> (line: Int?, problem: String) {
        guard let error = error as? DecodingError else { return (nil, "it cannot be decoded") }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return syntaxError(in: data)
        case .dataCorrupted(let context):
            return (nil, "\(path(context.codingPath)) is malformed: \(sentence(context.debugDescription))")
        case .keyNotFound(let key, let context):
            let owner = context.codingPath.isEmpty ? "the top-level object" : path(context.codingPath)
            return (nil, "\(owner) has no field '\(key.stringValue)'")
        case .valueNotFound(let type, let context):
            return (nil, "\(path(context.codingPath)) is null; it must be \(kind(type))")
        case .typeMismatch(let type, let context):
            return (nil, "\(context.codingPath.isEmpty ? "the top level" : path(context.codingPath)) must be \(kind(type))")
        @unknown default:
            return (nil, "it cannot be decoded")
        }
    }

    /// Where `data` stops being JSON, as Foundation's parser says (`JSONDecoder` does not): its
    /// line, and the column in the message.
    private static func syntaxError(in data: Data) -> (line: Int?, problem: String) {
        let detail: String?
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            detail = nil
        } catch {
            detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        }
        guard let detail else { return (nil, "it is not valid JSON") }
        if let line = number(after: "line ", in: detail) {
            return (line, "it is not valid JSON: " + sentence(detail))
        }
        guard let offset = number(after: "character ", in: detail) else { return (nil, "it is not valid JSON: " + sentence(detail)) }
        let before = data.prefix(offset)
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 - data.startIndex + 1 } ?? 0) + 1
        let reason = detail.range(of: " around character").map { sentence(String(detail[..<$0.lowerBound])) } ?? sentence(detail)
        return (line, "it is not valid JSON at line \(line), column \(column): \(reason)")
    }

    /// `findings[3].symbol`.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.enumerated().map { index, key in
            if let position = key.intValue { return "[\(position)]" }
            return (index == 0 ? "" : ".") + key.stringValue
        }.joined()
    }

    /// What a value of `type` is, in words.
    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type: "a whole number"
        case is [Baseline.Entry].Type: "a list of findings"
        default: "an object"
        }
    }

    /// The parser's message as part of a sentence: first letter lower-cased, no final period.
    private static func sentence(_ text: String) -> String {
        let trimmed = text.hasSuffix(".") ? String(text.dropLast()) : text
        return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
    }

    /// The number after `label` in the parser's message.
    private static func number(after label: String, in detail: String) -> Int? {
        guard let range = detail.range(of: label) else { return nil }
        return Int(detail[range.upperBound...].prefix { $0.isNumber })
    }
}
