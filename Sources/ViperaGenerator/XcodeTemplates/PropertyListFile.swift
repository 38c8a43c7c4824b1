import Foundation
import ViperaCore

/// Reads a property list file (XML, binary or old-style, as Xcode does) with Foundation's
/// parser; what goes wrong is said in words, naming the file.
enum PropertyListFile {
    /// The dictionary at the top of the property list `data`, read from `file`.
    static func dictionary(file: String, data: Data) throws(ConfigurationError) -> [String: Any] {
        guard !data.isEmpty else { throw ConfigurationError(file: file, line: nil, message: "is empty; it must hold a property list") }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // Foundation falls back to the text formats when a binary one fails, and complains
            // about the text: say what the file is.
            if data.starts(with: TemplateFile.binaryPropertyListMagic) {
                throw ConfigurationError(file: file, line: nil, message: "is a binary property list that cannot be read: it is cut short or damaged")
            }
            throw malformed(file: file, detail: (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
        }
        guard let dictionary = value as? [String: Any] else {
            throw ConfigurationError(file: file, line: nil, message: "must hold a dictionary (<dict>) at the top, not \(kind(of: value))")
        }
        return dictionary
    }

    /// The parser's complaint, as an error at the line it names when it names one.
    private static func malformed(file: String, detail: String?) -> ConfigurationError {
        let line = detail.flatMap(Self.line(in:))
        let reason = detail.map { " (\($0.prefix(1).lowercased() + $0.dropFirst()))" } ?? ""
        return ConfigurationError(file: file, line: line, message: "is not a well-formed property list\(reason)")
    }

    /// The number after `line ` in the parser's message.
    private static func line(in detail: String) -> Int? {
        guard let range = detail.range(of: "line ") else { return nil }
        return Int(detail[range.upperBound...].prefix { $0.isNumber })
    }

    /// `value` as text: a string, a boolean as `true`/`false`, a number as written; `nil` for
    /// an array, a dictionary or data.
    static func text(_ value: Any) -> String? {
        if let string = value as? String { return string }
        if let flag = boolean(value) { return flag ? "true" : "false" }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }

    /// `value` when it is `<true/>` or `<false/>` (not a number).
    private static func boolean(_ value: Any) -> Bool? {
        #if canImport(Darwin)
            let object = value as AnyObject
            if object === kCFBooleanTrue { return true }
            if object === kCFBooleanFalse { return false }
            return nil
        #else
            return type(of: value) == Bool.self ? value as? Bool : nil
        #endif
    }

    /// What `value` is, in words, for errors.
    static func kind(of value: Any) -> String {
        switch value {
        case is [String: Any]: "a dictionary"
        case is [Any]: "an array"
        case is Data: "data"
        default: text(value).map { "the value '\($0)'" } ?? "a value of another kind"
        }
    }
}
