/// A value held out of line, behind one reference: a fact that few of many values carry (the
/// closure one property in many stores) costs the others one word instead of its whole size.
/// Encoded as the value itself.
struct Boxed<Value: Sendable & Equatable & Codable>: Sendable, Equatable, Codable {
    private final class Storage: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    init(_ value: Value) { storage = Storage(value) }

    var value: Value { storage.value }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs.storage === rhs.storage || lhs.value == rhs.value }

    init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }

    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
