import Foundation

/// The filters Generamba templates use: Liquid's standard text and list filters, and vipera's
/// case filters (`lowerFirst`, `upperFirst`, `snake`, `kebab`, `upper`, `lower`).
enum LiquidFilters {
    /// Every filter name with the number of arguments it takes.
    static let arities: [String: Int] = {
        var result = [
            "downcase": 0, "upcase": 0, "capitalize": 0, "strip": 0, "lstrip": 0, "rstrip": 0,
            "strip_newlines": 0, "size": 0, "first": 0, "last": 0,
            "append": 1, "prepend": 1, "remove": 1, "remove_first": 1, "split": 1, "join": 1, "default": 1,
            "replace": 2, "replace_first": 2,
        ]
        for (name, _) in CaseForms.filters { result[name] = 0 }
        return result
    }()

    /// `input | name: arguments…`.
    static func apply(_ name: String, to input: LiquidValue, arguments: [LiquidValue]) throws(LiquidError) -> LiquidValue {
        guard let arity = arities[name] else {
            throw LiquidError(message: "unsupported filter '\(name)' (vipera supports: \(arities.keys.sorted().joined(separator: ", ")))")
        }
        guard arguments.count == arity else {
            throw LiquidError(message: "filter '\(name)' takes \(arity) argument(s), not \(arguments.count)")
        }
        if let caseForm = CaseForms.filters.first(where: { $0.name == name }) {
            return .string(caseForm.transform(try text(input, name)))
        }
        switch name {
        case "size":
            if case .array(let items) = input { return .int(items.count) }
            return .int(try text(input, name).count)
        case "first", "last":
            guard case .array(let items) = input else {
                let characters = try text(input, name)
                return .string((name == "first" ? characters.first : characters.last).map(String.init) ?? "")
            }
            return (name == "first" ? items.first : items.last) ?? .null
        case "join":
            guard case .array(let items) = input else { return input }
            return .string(try items.map { item throws(LiquidError) in try text(item, name) }.joined(separator: try text(arguments[0], name)))
        case "default":
            return input.isTruthy && !input.isEmpty ? input : arguments[0]
        case "split":
            let separator = try text(arguments[0], name)
            let parts = separator.isEmpty
                ? try text(input, name).map(String.init)
                : try text(input, name).components(separatedBy: separator)
            return .array(parts.map(LiquidValue.string))
        default:
            let strings = try arguments.map { argument throws(LiquidError) in try text(argument, name) }
            return .string(transform(name, try text(input, name), strings))
        }
    }

    /// The text filters, on `input` with text `arguments`.
    private static func transform(_ name: String, _ input: String, _ arguments: [String]) -> String {
        switch name {
        case "downcase": input.lowercased()
        case "upcase": input.uppercased()
        case "capitalize": input.prefix(1).uppercased() + input.dropFirst().lowercased()
        case "strip": input.trimmingCharacters(in: .whitespacesAndNewlines)
        case "lstrip": String(input.drop(while: \.isWhitespace))
        case "rstrip": String(input.reversed().drop(while: \.isWhitespace).reversed())
        case "strip_newlines": input.replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: "")
        case "append": input + arguments[0]
        case "prepend": arguments[0] + input
        case "remove": input.replacingOccurrences(of: arguments[0], with: "")
        case "replace": input.replacingOccurrences(of: arguments[0], with: arguments[1])
        case "remove_first": replacingFirst(arguments[0], in: input, with: "")
        default: replacingFirst(arguments[0], in: input, with: arguments[1])
        }
    }

    private static func replacingFirst(_ target: String, in text: String, with replacement: String) -> String {
        guard !target.isEmpty, let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    private static func text(_ value: LiquidValue, _ filter: String) throws(LiquidError) -> String {
        guard let text = value.text else {
            throw LiquidError(message: "filter '\(filter)' needs text, not \(value.kind)")
        }
        return text
    }
}
