/// A value a Liquid template sees: text, a whole number, a boolean, nil, a list, an object or a
/// range `(1..3)`.
public indirect enum LiquidValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([LiquidValue])
    case object([String: LiquidValue])
    /// `(lower..upper)`, both ends included; empty when `upper < lower`.
    case range(Int, Int)

    /// Liquid's truthiness: only `nil` and `false` are false; empty text and `0` are true.
    var isTruthy: Bool {
        switch self {
        case .null, .bool(false): false
        default: true
        }
    }

    /// Whether it equals Liquid's `empty`: empty text, list or object.
    var isEmpty: Bool {
        switch self {
        case .string(let text): text.isEmpty
        case .array(let items): items.isEmpty
        case .object(let fields): fields.isEmpty
        default: false
        }
    }

    /// What `{{ }}` prints (Ruby's `to_s`, a list joined); `nil` for an object, which has no text.
    var text: String? {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .bool(let flag): String(flag)
        case .null: ""
        case .array(let items): items.compactMap(\.text).joined()
        case .object: nil
        case .range(let lower, let upper): "\(lower)..\(upper)"
        }
    }

    /// The items of a list or a range, `nil` for other values; a range longer than
    /// `LiquidLimits.maximumItems` is an error.
    func items() throws(LiquidError) -> [LiquidValue]? {
        switch self {
        case .array(let items): return items
        case .range(let lower, let upper):
            guard try Self.count(lower, upper) <= LiquidLimits.maximumItems else {
                throw LiquidError(message: "the range (\(lower)..\(upper)) has more than \(LiquidLimits.maximumItems) items")
            }
            return upper < lower ? [] : (lower...upper).map(LiquidValue.int)
        default: return nil
        }
    }

    /// How many numbers the range `(lower..upper)` holds (0 when `upper < lower`); an error when
    /// that count is past the largest whole number, as `(-9223372036854775808..1)` is.
    static func count(_ lower: Int, _ upper: Int) throws(LiquidError) -> Int {
        guard upper >= lower else { return 0 }
        let (difference, overflow) = upper.subtractingReportingOverflow(lower)
        guard !overflow, difference < .max else { throw LiquidError(message: "the range (\(lower)..\(upper)) is too large") }
        return difference + 1
    }

    /// A word for the kind of value, for error messages.
    var kind: String {
        switch self {
        case .string: "text"
        case .int: "a number"
        case .bool: "a boolean"
        case .null: "nil"
        case .array: "a list"
        case .object: "an object"
        case .range: "a range"
        }
    }
}
