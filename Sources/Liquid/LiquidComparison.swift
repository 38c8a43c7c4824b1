import Foundation

/// Liquid's comparison operators, with Ruby's rules: `==` needs the same kind of value (`"1"` is
/// not `1`); `<`, `>`, `<=`, `>=` order numbers and texts (bytewise), are false when the left
/// side cannot be ordered (nil, booleans, lists) and an error when a number meets a text.
enum LiquidComparison {
    static func compare(_ left: LiquidValue, _ operation: String, _ right: LiquidValue) throws(LiquidError) -> Bool {
        switch (operation, left, right) {
        case ("==", _, _): return left == right
        case ("!=", _, _), ("<>", _, _): return left != right
        case ("contains", _, _): return try contains(left, right)
        case (_, .int(let a), .int(let b)): return order(a, operation, b)
        case (_, .string(let a), .string(let b)): return order(Bytes(a), operation, Bytes(b))
        case (_, .int, _), (_, .string, _):
            throw LiquidError(message: "cannot compare \(left.kind) with \(right.kind) using '\(operation)'")
        default: return false
        }
    }

    /// `left contains right`: a part of a text, an item of a list or range, a key of an object;
    /// false when either side is nil or false, or the left side is a number.
    private static func contains(_ left: LiquidValue, _ right: LiquidValue) throws(LiquidError) -> Bool {
        guard left.isTruthy, right.isTruthy else { return false }
        switch (left, right) {
        case (.string(let text), _):
            let part: String
            switch right {
            case .string(let text): part = text
            case .int(let number): part = String(number)
            case .bool(let flag): part = String(flag)
            default: throw LiquidError(message: "'contains' cannot look for \(right.kind) in text")
            }
            return text.range(of: part, options: .literal) != nil || part.isEmpty
        case (.array(let items), _): return items.contains(right)
        case (.object(let fields), .string(let key)): return fields[key] != nil
        case (.range(let lower, let upper), .int(let number)): return upper >= lower && (lower...upper).contains(number)
        case (.object, _), (.range, _): throw LiquidError(message: "'contains' cannot look for \(right.kind) in \(left.kind)")
        default: return false
        }
    }

    private static func order<T: Comparable>(_ left: T, _ operation: String, _ right: T) -> Bool {
        switch operation {
        case "<": left < right
        case ">": left > right
        case "<=": left <= right
        default: left >= right
        }
    }

    /// A text ordered by its UTF-8 bytes, as Ruby orders strings.
    private struct Bytes: Comparable {
        let bytes: [UInt8]
        init(_ text: String) { bytes = Array(text.utf8) }
        static func < (left: Bytes, right: Bytes) -> Bool { left.bytes.lexicographicallyPrecedes(right.bytes) }
    }
}
