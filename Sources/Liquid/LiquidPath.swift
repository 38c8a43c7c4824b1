/// One step of a variable path, as Liquid takes it, except that what Liquid makes nil (a missing
/// field, an item past the end, a field of nil) is an undefined-variable error here.
enum LiquidPath {
    /// `owner.key`: an object's field, or `size`, `first` and `last` of a list, range or object.
    static func field(_ key: String, of value: LiquidValue, owner: String, path: String) throws(LiquidError) -> LiquidValue {
        if case .object(let fields) = value, let field = fields[key] { return field }
        switch (value, key) {
        case (.object(let fields), "size"): return .int(fields.count)
        case (.object(let fields), _):
            let defined = fields.keys.sorted().joined(separator: ", ")
            throw LiquidError(message: "undefined variable '\(path)' (\(owner) has: \(defined.isEmpty ? "nothing" : defined))", isUndefined: true)
        case (.array(let items), "size"): return .int(items.count)
        case (.array(let items), "first"): return items.first ?? .null
        case (.array(let items), "last"): return items.last ?? .null
        case (.range(let lower, let upper), "size"): return .int(try LiquidValue.count(lower, upper))
        case (.range(let lower, _), "first"): return .int(lower)
        case (.range(_, let upper), "last"): return .int(upper)
        case (.string(let text), "size"): return .int(LiquidRubyString.length(text))
        default: throw LiquidError(message: "'\(owner)' is \(value.kind) and has no '\(key)'", isUndefined: true)
        }
    }

    /// `owner[key]`: a list's item by number (negative from the end) or an object's field by name.
    static func item(_ key: LiquidValue, of value: LiquidValue, owner: String, path: String) throws(LiquidError) -> LiquidValue {
        switch (value, key) {
        case (.object, .string(let name)): return try field(name, of: value, owner: owner, path: path)
        case (.array(let items), .int(let index)):
            let position = index < 0 ? items.count + index : index
            guard items.indices.contains(position) else {
                throw LiquidError(message: "undefined variable '\(path)' (\(owner) has \(items.count) item\(items.count == 1 ? "" : "s"))", isUndefined: true)
            }
            return items[position]
        case (.array, _): throw LiquidError(message: "'\(owner)' is a list; index it with a number, not \(key.kind)")
        default: throw LiquidError(message: "'\(owner)' is \(value.kind) and has no [\(key.text ?? key.kind)]", isUndefined: true)
        }
    }
}
