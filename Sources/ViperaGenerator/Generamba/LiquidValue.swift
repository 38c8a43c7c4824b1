/// A value a Liquid template sees: text, a whole number, a boolean, nil, a list or an object.
indirect enum LiquidValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([LiquidValue])
    case object([String: LiquidValue])

    /// Liquid's truthiness: only `nil` and `false` are false; empty text is true.
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

    /// What `{{ }}` prints; `nil` for an object, which has no text.
    var text: String? {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .bool(let flag): String(flag)
        case .null: ""
        case .array(let items): items.compactMap(\.text).joined()
        case .object: nil
        }
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
        }
    }
}

/// A Liquid syntax or evaluation problem at a line of the text being rendered.
struct LiquidError: Error {
    /// The 1-based line, filled in by the renderer when the problem was found without one.
    var line: Int?
    let message: String
}
