/// Liquid's list filters. As in Ruby Liquid, their input is read as a list: nested lists are
/// flattened, an object is a list of one, nil an empty list, any other value a list of one.
enum LiquidListFilters {
    static let all: [String: LiquidFilter] = [
        "size": LiquidFilter(0...0) { input, _, _ throws(LiquidError) in
            switch input {
            case .string(let text): .int(LiquidRubyString.length(text))
            case .array(let items): .int(items.count)
            case .object(let fields): .int(fields.count)
            case .range(let lower, let upper): .int(try LiquidValue.count(lower, upper))
            // Ruby's Integer#size: the bytes of a machine word.
            case .int: .int(8)
            case .bool, .null: .int(0)
            }
        },
        "first": LiquidFilter(0...0) { input, _, _ throws(LiquidError) in try end(of: input, first: true) },
        "last": LiquidFilter(0...0) { input, _, _ throws(LiquidError) in try end(of: input, first: false) },
        "join": LiquidFilter(0...1) { input, arguments, _ throws(LiquidError) in
            let glue = try arguments.first.map { glue throws(LiquidError) in try LiquidFilters.text(glue, "join") } ?? " "
            return .string(try items(input).map { item throws(LiquidError) in try LiquidFilters.text(item, "join") }.joined(separator: glue))
        },
        "reverse": LiquidFilter(0...0) { input, _, _ throws(LiquidError) in .array(try items(input).reversed()) },
        "concat": LiquidFilter(1...1) { input, arguments, _ throws(LiquidError) in
            guard case .array(let more) = arguments[0] else { throw LiquidError(message: "filter 'concat' needs a list argument") }
            return .array(try items(input) + more)
        },
        "uniq": LiquidFilter(0...1) { input, arguments, _ throws(LiquidError) in
            var seen: [LiquidValue] = []
            return try selecting(input) { item throws(LiquidError) in
                let key = try arguments.first.map { property throws(LiquidError) in try field(property, of: item, "uniq") } ?? item
                defer { seen.append(key) }
                return !seen.contains(key)
            }
        },
        "compact": LiquidFilter(0...1) { input, arguments, _ throws(LiquidError) in
            try selecting(input) { item throws(LiquidError) in
                try (arguments.first.map { property throws(LiquidError) in try field(property, of: item, "compact") } ?? item) != .null
            }
        },
        "map": LiquidFilter(1...1) { input, arguments, _ throws(LiquidError) in
            .array(try items(input).map { item throws(LiquidError) in try field(arguments[0], of: item, "map") })
        },
        "where": LiquidFilter(1...2) { input, arguments, _ throws(LiquidError) in
            let target = arguments.count > 1 ? arguments[1] : .null
            return try selecting(input) { item throws(LiquidError) in
                let value = try field(arguments[0], of: item, "where")
                return target == .null ? value.isTruthy : value == target
            }
        },
        "sort": LiquidFilter(0...1) { input, arguments, _ throws(LiquidError) in
            try LiquidSorting.sorted(items(input), by: arguments.first, natural: false)
        },
        "sort_natural": LiquidFilter(0...1) { input, arguments, _ throws(LiquidError) in
            try LiquidSorting.sorted(items(input), by: arguments.first, natural: true)
        },
        "slice": LiquidFilter(1...2) { input, arguments, _ throws(LiquidError) in
            let start = try LiquidNumber.integer(arguments[0])
            let length = try arguments.count > 1 ? LiquidNumber.integer(arguments[1]) : 1
            guard case .array(let list) = input else {
                return .string(LiquidRubyString.slice(try LiquidFilters.text(input, "slice"), from: start, length: length) ?? "")
            }
            let begin = start < 0 ? list.count + start : start
            guard begin >= 0, begin <= list.count, length >= 0 else { return .array([]) }
            return .array(Array(list[begin..<(begin + min(length, list.count - begin))]))
        },
    ]

    /// `input` read as a list.
    static func items(_ input: LiquidValue) throws(LiquidError) -> [LiquidValue] {
        switch input {
        case .array(let items):
            var flat: [LiquidValue] = []
            for item in items {
                if case .array = item { flat += try Self.items(item) } else { flat.append(item) }
            }
            return flat
        case .range: return try input.items() ?? []
        case .null: return []
        default: return [input]
        }
    }

    /// The items of `input` (read as a list) for which `isKept` holds, in order.
    private static func selecting(
        _ input: LiquidValue, _ isKept: (LiquidValue) throws(LiquidError) -> Bool
    ) throws(LiquidError) -> LiquidValue {
        var kept: [LiquidValue] = []
        for item in try items(input) where try isKept(item) { kept.append(item) }
        return .array(kept)
    }

    /// `item[property]` of an object, nil when it has no such field (or is nil).
    static func field(_ property: LiquidValue, of item: LiquidValue, _ filter: String) throws(LiquidError) -> LiquidValue {
        switch (item, property) {
        case (.object(let fields), .string(let name)): return fields[name] ?? .null
        case (.null, _): return .null
        default: throw LiquidError(message: "filter '\(filter)' cannot select the property '\(property.text ?? property.kind)' of \(item.kind)")
        }
    }

    /// The first or last item of a list or range; nil for other values, as in Ruby Liquid.
    private static func end(of input: LiquidValue, first: Bool) throws(LiquidError) -> LiquidValue {
        switch input {
        case .array(let items): return (first ? items.first : items.last) ?? .null
        case .range(let lower, let upper): return .int(first ? lower : upper)
        case .object: throw LiquidError(message: "filter '\(first ? "first" : "last")' needs a list, not an object")
        default: return .null
        }
    }
}
