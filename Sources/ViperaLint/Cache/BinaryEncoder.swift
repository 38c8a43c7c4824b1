/// Encodes any `Encodable` value into the cache's compact binary form, driven by the value's own
/// (synthesized) `encode(to:)`: fields in the order they are encoded, without their keys;
/// integers as LEB128 varints, strings as their length and UTF-8 bytes, a collection as its count
/// and its elements, an optional as a presence flag and its value, a dictionary's entries in key
/// order (equal values, equal bytes). `BinaryDecoder` reads it back.
final class BinaryEncoder: Encoder {
    private(set) var bytes: [UInt8] = []
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// The bytes of `value`.
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let encoder = BinaryEncoder()
        try encoder.encodeValue(value)
        return encoder.bytes
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    /// Appends `value` as a LEB128 varint.
    func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Appends raw bytes after their count.
    func writeBytes(_ raw: UnsafeBufferPointer<UInt8>) {
        writeVarint(UInt64(raw.count))
        bytes.append(contentsOf: raw)
    }

    /// A value of any type: byte arrays, optionals and dictionaries in their own form, anything
    /// else as it encodes itself.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        if Value.self == [UInt8].self {
            unsafeBitCast(value, to: [UInt8].self).withUnsafeBufferPointer { writeBytes($0) }
        } else if let special = value as? any BinaryCustomEncodable {
            try special.writeBinary(to: self)
        } else {
            try value.encode(to: self)
        }
    }

    /// A presence flag, then the value when there is one.
    func encodeOptional<Value: Encodable>(_ value: Value?) throws {
        bytes.append(value == nil ? 0 : 1)
        if let value { try encodeValue(value) }
    }
}

/// A value the binary form writes its own way rather than as it encodes itself.
protocol BinaryCustomEncodable {
    func writeBinary(to encoder: BinaryEncoder) throws
}

/// Optionals inside collections: a presence flag, as for optional fields.
extension Optional: BinaryCustomEncodable where Wrapped: Encodable {
    func writeBinary(to encoder: BinaryEncoder) throws { try encoder.encodeOptional(self) }
}

/// A dictionary: its count and its entries in key order.
extension Dictionary: BinaryCustomEncodable where Key: Encodable & Comparable, Value: Encodable {
    func writeBinary(to encoder: BinaryEncoder) throws {
        encoder.writeVarint(UInt64(count))
        for (key, value) in sorted(by: { $0.key < $1.key }) {
            try encoder.encodeValue(key)
            try encoder.encodeValue(value)
        }
    }
}

extension BinaryEncoder {
    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: BinaryEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { encoder.bytes.append(0) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: String, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: Double, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: Float, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { value.write(to: encoder) }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try encoder.encodeValue(value) }

        // Synthesized code encodes an optional field with these; their default skips a `nil`.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encoder.encodeOptional(value) }
        mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws { try encoder.encodeOptional(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { encoder.unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    /// Elements after their count: four bytes reserved where the container starts (its caller
    /// never says how many elements will come), rewritten after each element.
    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: BinaryEncoder
        private let countOffset: Int
        private(set) var count = 0
        var codingPath: [any CodingKey] { [] }

        init(encoder: BinaryEncoder) {
            self.encoder = encoder
            countOffset = encoder.bytes.count
            encoder.bytes.append(contentsOf: [0, 0, 0, 0])
        }

        /// Counts the element just written.
        private mutating func counted() {
            count += 1
            for index in 0..<4 { encoder.bytes[countOffset + index] = UInt8(truncatingIfNeeded: count >> (8 * index)) }
        }

        mutating func encodeNil() throws {
            encoder.bytes.append(0)
            counted()
        }
        mutating func encode(_ value: Bool) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: String) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: Double) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: Float) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: Int) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: Int8) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: Int16) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: Int32) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: Int64) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: UInt) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: UInt8) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: UInt16) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: UInt32) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode(_ value: UInt64) throws {
            value.write(to: encoder)
            counted()
        }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            try encoder.encodeValue(value)
            counted()
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            counted()
            return encoder.container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            counted()
            return encoder.unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            counted()
            return encoder
        }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: BinaryEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { encoder.bytes.append(0) }
        mutating func encode(_ value: Bool) throws { value.write(to: encoder) }
        mutating func encode(_ value: String) throws { value.write(to: encoder) }
        mutating func encode(_ value: Double) throws { value.write(to: encoder) }
        mutating func encode(_ value: Float) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int8) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int16) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int32) throws { value.write(to: encoder) }
        mutating func encode(_ value: Int64) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt8) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt16) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt32) throws { value.write(to: encoder) }
        mutating func encode(_ value: UInt64) throws { value.write(to: encoder) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.encodeValue(value) }
    }
}
