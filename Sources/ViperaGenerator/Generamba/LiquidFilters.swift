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

/// Every filter a Generamba template can use, by name: Liquid's standard filters (as Ruby
/// Liquid 5 defines them) and vipera's case filters (`lowerFirst`, `upperFirst`, `snake`,
/// `kebab`, `upper`, `lower`, `identifier`).
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
        for caseForm in CaseForms.filters {
            result[caseForm.name] = LiquidFilter(0...0) { input, _, _ throws(LiquidError) in
                .string(caseForm.transform(try text(input, caseForm.name)))
            }
        }
        return result
    }()

    /// `input | name: arguments…, option: value`.
    static func apply(
        _ name: String, to input: LiquidValue, arguments: [LiquidValue], options: [String: LiquidValue]
    ) throws(LiquidError) -> LiquidValue {
        guard let filter = all[name] else {
            throw LiquidError(message: "unsupported filter '\(name)' (vipera supports: \(all.keys.sorted().joined(separator: ", ")))")
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
