/// The `sort` and `sort_natural` filters, ordering as Ruby Liquid does: numbers with numbers,
/// texts with texts (bytewise, or ignoring ASCII case for `sort_natural`), nil last.
enum LiquidSorting {
    static func sorted(_ items: [LiquidValue], by property: LiquidValue?, natural: Bool) throws(LiquidError) -> LiquidValue {
        let filter = natural ? "sort_natural" : "sort"
        var keyed: [(key: LiquidValue, item: LiquidValue)] = []
        for item in items {
            keyed.append((try property.map { property throws(LiquidError) in try LiquidListFilters.field(property, of: item, filter) } ?? item, item))
        }
        let keys = keyed.map(\.key).filter { $0 != .null }
        if natural {
            for key in keys where key.text == nil || key.isArray {
                throw LiquidError(message: "filter 'sort_natural' cannot sort \(key.kind)")
            }
        } else if keys.count > 1, Set(keys.map(\.kind)).count > 1 || !keys[0].isOrdered {
            throw LiquidError(message: "filter 'sort' cannot sort values of incompatible types")
        }
        return .array(keyed.sorted { precedes($0.key, $1.key, natural: natural) }.map(\.item))
    }

    private static func precedes(_ left: LiquidValue, _ right: LiquidValue, natural: Bool) -> Bool {
        switch (left, right) {
        case (.null, _): return false
        case (_, .null): return true
        case (.int(let a), .int(let b)) where !natural: return a < b
        default:
            let fold = { (text: String) in Array(text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }) }
            let a = natural ? fold(left.text ?? "") : Array((left.text ?? "").utf8)
            let b = natural ? fold(right.text ?? "") : Array((right.text ?? "").utf8)
            return a.lexicographicallyPrecedes(b)
        }
    }
}

extension LiquidValue {
    /// Whether Ruby orders values of this kind with `<=>`.
    fileprivate var isOrdered: Bool {
        switch self {
        case .int, .string: true
        default: false
        }
    }

    fileprivate var isArray: Bool {
        if case .array = self { true } else { false }
    }
}
