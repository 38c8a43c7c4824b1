/// Expressions, filters and conditions evaluated in a scope.
extension LiquidScope {
    /// The value of `expression` with its filters applied. An undefined variable is an error,
    /// unless a `default` filter follows it: then it is nil, as in Liquid.
    func evaluate(_ expression: LiquidFilteredExpression) throws(LiquidError) -> LiquidValue {
        var value: LiquidValue
        do {
            value = try evaluate(expression.base)
        } catch {
            guard error.isUndefined, expression.filters.contains(where: { $0.name == "default" }) else { throw error }
            value = .null
        }
        for filter in expression.filters {
            let arguments = try filter.arguments.map { argument throws(LiquidError) in try evaluate(argument) }
            var options: [String: LiquidValue] = [:]
            for (name, option) in filter.options { options[name] = try evaluate(option) }
            value = try LiquidFilters.apply(filter.name, to: value, arguments: arguments, options: options, added: addedFilters)
        }
        return value
    }

    /// The value of one operand.
    func evaluate(_ expression: LiquidExpression) throws(LiquidError) -> LiquidValue {
        switch expression {
        case .literal(let value): return value
        case .empty: return .string("")
        case .path(let segments): return try lookup(segments)
        case .range(let lower, let upper):
            return .range(try LiquidNumber.integer(try evaluate(lower)), try LiquidNumber.integer(try evaluate(upper)))
        }
    }

    /// Whether `condition` holds; `and` and `or` stop as soon as the answer is known.
    func holds(_ condition: LiquidCondition) throws(LiquidError) -> Bool {
        switch condition {
        case .value(let expression): return try evaluate(expression).isTruthy
        case .not(let inner): return try !holds(inner)
        case .and(let left, let right):
            guard try holds(left) else { return false }
            return try holds(right)
        case .or(let left, let right):
            if try holds(left) { return true }
            return try holds(right)
        case .comparison(let left, let operation, let right):
            if left == .empty || right == .empty {
                guard operation == "==" || operation == "!=" else {
                    throw LiquidError(message: "compare with 'empty' using == or !=")
                }
                // As in Liquid: `x == empty` holds for empty text, lists and objects only.
                let other = left == .empty ? right : left
                var isEmpty = false
                if other != .empty { isEmpty = try evaluate(other).isEmpty }
                return operation == "==" ? isEmpty : !isEmpty
            }
            return try LiquidComparison.compare(try evaluate(left), operation, try evaluate(right))
        }
    }

    /// The value at `segments`; a missing variable, field or item is an undefined-variable error.
    private func lookup(_ segments: [LiquidExpression.Segment]) throws(LiquidError) -> LiquidValue {
        let name: String
        switch segments[0] {
        case .key(let key): name = key
        case .index(let index):
            guard case .string(let key) = try evaluate(index) else { throw LiquidError(message: "a variable name in [ ] must be text") }
            name = key
        }
        guard var value = value(named: name) else {
            throw LiquidError(message: "undefined variable '\(name)' (defined: \(names.joined(separator: ", ")))", isUndefined: true)
        }
        var path = segments[0] == .key(name) ? name : "[\"\(name)\"]"
        for segment in segments.dropFirst() {
            let owner = path
            path += Self.written(segment)
            switch segment {
            case .key(let key): value = try LiquidPath.field(key, of: value, owner: owner, path: path)
            case .index(let index): value = try LiquidPath.item(try evaluate(index), of: value, owner: owner, path: path)
            }
        }
        return value
    }

    /// A segment as written in a template, for error messages.
    private static func written(_ segment: LiquidExpression.Segment) -> String {
        switch segment {
        case .key(let key): "." + key
        case .index(.literal(.int(let index))): "[\(index)]"
        case .index(.literal(.string(let key))): "[\"\(key)\"]"
        case .index: "[…]"
        }
    }
}
