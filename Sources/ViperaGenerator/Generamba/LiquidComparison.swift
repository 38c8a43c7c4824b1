/// Liquid's comparison operators.
enum LiquidComparison {
    static func compare(_ left: LiquidValue, _ operation: String, _ right: LiquidValue) throws(LiquidError) -> Bool {
        switch (operation, left, right) {
        case ("==", _, _): return left == right
        case ("!=", _, _), ("<>", _, _): return left != right
        case ("contains", .string(let text), .string(let part)): return text.contains(part)
        case ("contains", .array(let items), _): return items.contains(right)
        case ("contains", _, _): throw LiquidError(message: "'contains' needs text or a list on its left, not \(left.kind)")
        case (_, .int(let a), .int(let b)): return order(a, operation, b)
        case (_, .string(let a), .string(let b)): return order(a, operation, b)
        default: throw LiquidError(message: "cannot compare \(left.kind) with \(right.kind) using '\(operation)'")
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
}
