import Foundation
import ViperaCore

/// Reads the `Options` array of a `TemplateInfo.plist` into `XcodeOption`s, refusing what vipera
/// cannot render the way Xcode would.
enum XcodeOptionParsing {
    /// The options in `value` (the plist's `Options`, `nil` when absent).
    static func options(_ value: Any?, file: String) throws(ConfigurationError) -> [XcodeOption] {
        guard let value else { return [] }
        guard let items = value as? [Any] else {
            throw ConfigurationError(file: file, line: nil, message: "'Options' must be an array, not \(PropertyListFile.kind(of: value))")
        }
        var options: [XcodeOption] = []
        for (index, item) in items.enumerated() {
            guard let fields = item as? [String: Any] else {
                throw ConfigurationError(file: file, line: nil, message: "option \(index + 1) of 'Options' must be a dictionary")
            }
            let option = try option(fields, number: index + 1, file: file)
            if options.contains(where: { $0.identifier == option.identifier }) {
                throw ConfigurationError(file: file, line: nil, message: "option '\(option.identifier)' is declared twice")
            }
            options.append(option)
        }
        for option in options {
            for required in option.requiredOptions.keys.sorted() where !options.contains(where: { $0.identifier == required }) {
                throw ConfigurationError(
                    file: file, line: nil, message: "option '\(option.identifier)': 'RequiredOptions' names '\(required)', which is no option"
                )
            }
        }
        return options
    }

    private static func option(_ fields: [String: Any], number: Int, file: String) throws(ConfigurationError) -> XcodeOption {
        guard let identifier = fields["Identifier"].flatMap(PropertyListFile.text), isIdentifier(identifier) else {
            throw ConfigurationError(
                file: file, line: nil,
                message: "option \(number) of 'Options' needs an 'Identifier' made of letters, digits and underscores (it names ___VARIABLE_<Identifier>___)"
            )
        }
        func text(_ key: String) throws(ConfigurationError) -> String? {
            guard let value = fields[key] else { return nil }
            guard let text = PropertyListFile.text(value) else {
                throw ConfigurationError(
                    file: file, line: nil, message: "option '\(identifier)': '\(key)' must be a string, not \(PropertyListFile.kind(of: value))")
            }
            return text
        }
        guard let typeName = try text("Type") else {
            throw ConfigurationError(file: file, line: nil, message: "option '\(identifier)' has no 'Type' (text, static, popup or checkbox)")
        }
        var defaultValue = try text("Default")
        let kind: XcodeOption.Kind
        switch typeName {
        case "text": kind = .text
        case "static": kind = .static
        case "checkbox":
            kind = .checkbox
            if let given = defaultValue {
                guard let flag = flag(given) else {
                    throw ConfigurationError(file: file, line: nil, message: "option '\(identifier)': checkbox 'Default' must be true or false, not '\(given)'")
                }
                defaultValue = flag ? "true" : "false"
            }
        case "popup":
            let values = try strings(fields["Values"], key: "Values", option: identifier, file: file)
            guard !values.isEmpty else {
                throw ConfigurationError(file: file, line: nil, message: "popup option '\(identifier)' needs 'Values'")
            }
            if let given = defaultValue, !values.contains(given) {
                throw ConfigurationError(
                    file: file, line: nil, message: "option '\(identifier)': 'Default' '\(given)' is not one of its Values (\(values.joined(separator: ", ")))"
                )
            }
            kind = .popup(values)
        default:
            throw ConfigurationError(
                file: file, line: nil,
                message: "option '\(identifier)' has Type '\(typeName)', which vipera does not render (it renders text, static, popup and checkbox options)"
            )
        }
        return XcodeOption(
            identifier: identifier, kind: kind, name: try text("Name"), description: try text("Description"),
            defaultValue: defaultValue, isRequired: try text("Required").flatMap(flag) ?? false,
            requiredOptions: try requiredOptions(fields["RequiredOptions"], option: identifier, file: file)
        )
    }

    /// `RequiredOptions`: option identifiers with the values under which the option applies.
    private static func requiredOptions(_ value: Any?, option: String, file: String) throws(ConfigurationError) -> [String: [String]] {
        guard let value else { return [:] }
        guard let entries = value as? [String: Any] else {
            throw ConfigurationError(file: file, line: nil, message: "option '\(option)': 'RequiredOptions' must be a dictionary")
        }
        var result: [String: [String]] = [:]
        for (key, accepted) in entries {
            let values = try strings(accepted, key: "RequiredOptions.\(key)", option: option, file: file)
            // Xcode writes a checkbox's state as true/false; YES/NO mean the same.
            result[key] = values.map { flag($0).map { $0 ? "true" : "false" } ?? $0 }
        }
        return result
    }

    private static func strings(_ value: Any?, key: String, option: String, file: String) throws(ConfigurationError) -> [String] {
        guard let value else { return [] }
        guard let items = value as? [Any], case let texts = items.compactMap(PropertyListFile.text), texts.count == items.count else {
            throw ConfigurationError(file: file, line: nil, message: "option '\(option)': '\(key)' must be an array of strings")
        }
        return texts
    }

    /// `YES`/`true`/`1` or `NO`/`false`/`0`, in any letter case.
    static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }

    /// Whether `text` can follow `___VARIABLE_`: ASCII letters, digits and underscores, not
    /// starting with a digit.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
