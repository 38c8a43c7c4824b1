/// One Liquid filter: how many arguments and which named options it takes, and what it does to
/// its input.
struct LiquidFilter: Sendable {
    typealias Body = @Sendable (LiquidValue, [LiquidValue], [String: LiquidValue]) throws(LiquidError) -> LiquidValue

    let arguments: ClosedRange<Int>
    let options: Set<String>
    let body: Body

    init(_ arguments: ClosedRange<Int>, options: Set<String> = [], _ body: @escaping Body) {
        self.arguments = arguments
        self.options = options
        self.body = body
    }
}

/// Liquid's standard filters (as Ruby Liquid 5 defines them), by name; a renderer may add text
/// filters of its own (vipera's case filters for Generamba templates).
enum LiquidFilters {
    static let all: [String: LiquidFilter] = {
        var result = LiquidTextFilters.all
        result.merge(LiquidListFilters.all) { first, _ in first }
        result.merge(LiquidMathFilters.all) { first, _ in first }
        result["date"] = LiquidFilter(1...1) { input, arguments, _ throws(LiquidError) in try LiquidDate.format(input, arguments[0]) }
        result["default"] = LiquidFilter(0...1, options: ["allow_false"]) { input, arguments, options in
            let allowFalse = options["allow_false"]?.isTruthy == true
            let missing = allowFalse ? input == .null : !input.isTruthy
            return missing || input.isEmpty ? arguments.first ?? .string("") : input
        }
        return result
    }()

    /// A filter without arguments that transforms its input's text.
    static func textFilter(_ name: String, _ transform: @escaping @Sendable (String) -> String) -> LiquidFilter {
        LiquidFilter(0...0) { input, _, _ throws(LiquidError) in .string(transform(try text(input, name))) }
    }

    /// `input | name: arguments…, option: value`.
    static func apply(
        _ name: String, to input: LiquidValue, arguments: [LiquidValue], options: [String: LiquidValue],
        added: [String: LiquidFilter] = [:]
    ) throws(LiquidError) -> LiquidValue {
        guard let filter = added[name] ?? all[name] else {
            let known = Set(all.keys).union(added.keys).sorted()
            throw LiquidError(message: "unsupported filter '\(name)' (vipera supports: \(known.joined(separator: ", ")))")
        }
        guard filter.arguments.contains(arguments.count) else {
            let count = filter.arguments.count == 1 ? "\(filter.arguments.lowerBound)" : "\(filter.arguments.lowerBound) to \(filter.arguments.upperBound)"
            throw LiquidError(message: "filter '\(name)' takes \(count) argument(s), not \(arguments.count)")
        }
        if let unknown = options.keys.sorted().first(where: { !filter.options.contains($0) }) {
            throw LiquidError(message: "filter '\(name)' has no option '\(unknown)'")
        }
        let result = try filter.body(input, arguments, options)
        if case .string(let text) = result { _ = try LiquidLimits.checked(text) }
        return result
    }

    /// The text of `value` for filter `filter` (Ruby's `to_s`); a list or object is an error.
    static func text(_ value: LiquidValue, _ filter: String) throws(LiquidError) -> String {
        switch value {
        case .array, .object: throw LiquidError(message: "filter '\(filter)' needs text, not \(value.kind)")
        default: return value.text ?? ""
        }
    }
}
