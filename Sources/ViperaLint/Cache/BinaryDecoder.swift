/// Decodes what `BinaryEncoder` wrote, driven by the type's own (synthesized) `init(from:)`.
/// Every read checks the bounds: a truncated or corrupt buffer throws rather than be trusted.
final class BinaryDecoder: Decoder {
    private let bytes: [UInt8]
    private var offset = 0
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value of type `type` that is the whole of `bytes`.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let decoder = BinaryDecoder(bytes)
        let value = try decoder.decodeValue(type)
        guard decoder.offset == bytes.count else { throw decoder.corrupt() }
        return value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedContainer(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    /// The error for bytes that are not what they should be.
    func corrupt() -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "corrupt binary data at byte \(offset)"))
    }

    func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw corrupt() }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Reads a presence flag: whether the value that would follow is absent.
    func readAbsence() throws -> Bool {
        switch try readByte() {
        case 0: return true
        case 1: return false
        default: throw corrupt()
        }
    }

    /// Whether the next byte is a `nil`'s flag, which is then read.
    func readNil() -> Bool {
        guard offset < bytes.count, bytes[offset] == 0 else { return false }
        offset += 1
        return true
    }

    func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard shift < 64 else { throw corrupt() }
            let byte = try readByte()
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// Reads a count and that many bytes, handing them to `body`.
    func readBytes<Result>(_ body: (ArraySlice<UInt8>) -> Result) throws -> Result {
        let count = try readVarint()
        guard count <= UInt64(bytes.count - offset) else { throw corrupt() }
        let start = offset
        offset += Int(count)
        return body(bytes[start..<offset])
    }

    /// The four-byte count an unkeyed container starts with.
    func readCount() throws -> Int {
        var count = 0
        for index in 0..<4 { count |= Int(try readByte()) << (8 * index) }
        return count
    }

    /// A value of any type, read as `BinaryEncoder.encodeValue(_:)` wrote it.
    func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if type == [UInt8].self {
            return unsafeBitCast(try readBytes { Array($0) }, to: Value.self)
        } else if let special = type as? any BinaryCustomDecodable.Type {
            return try special.readBinary(from: self) as! Value
        } else {
            return try Value(from: self)
        }
    }
}

/// A value the binary form reads its own way (see `BinaryCustomEncodable`).
protocol BinaryCustomDecodable {
    static func readBinary(from decoder: BinaryDecoder) throws -> Self
}

extension Optional: BinaryCustomDecodable where Wrapped: Decodable {
    static func readBinary(from decoder: BinaryDecoder) throws -> Self {
        try decoder.readAbsence() ? nil : try decoder.decodeValue(Wrapped.self)
    }
}

extension Dictionary: BinaryCustomDecodable where Key: Decodable, Value: Decodable {
    static func readBinary(from decoder: BinaryDecoder) throws -> Self {
        let count = try decoder.readVarint()
        var entries: Self = [:]
        for _ in 0..<count {
            let key = try decoder.decodeValue(Key.self)
            guard entries.updateValue(try decoder.decodeValue(Value.self), forKey: key) == nil else { throw decoder.corrupt() }
        }
        return entries
    }
}

extension BinaryDecoder {
    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: BinaryDecoder
        var codingPath: [any CodingKey] { [] }
        /// The keys are not stored: only types whose fields are read in order can be decoded.
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        /// Reads an optional field's presence flag (`decodeIfPresent` asks this first).
        func decodeNil(forKey key: Key) throws -> Bool { try decoder.readAbsence() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try Bool(binaryFrom: decoder) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try String(binaryFrom: decoder) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try Double(binaryFrom: decoder) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try Float(binaryFrom: decoder) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try Int(binaryFrom: decoder) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try Int8(binaryFrom: decoder) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try Int16(binaryFrom: decoder) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try Int32(binaryFrom: decoder) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try Int64(binaryFrom: decoder) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try UInt(binaryFrom: decoder) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try UInt8(binaryFrom: decoder) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try UInt16(binaryFrom: decoder) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try UInt32(binaryFrom: decoder) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try UInt64(binaryFrom: decoder) }
        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try decoder.decodeValue(type) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder.container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try decoder.unkeyedContainer() }
        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
    }

    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: BinaryDecoder
        private let total: Int
        private(set) var currentIndex = 0
        var codingPath: [any CodingKey] { [] }
        var count: Int? { total }
        var isAtEnd: Bool { currentIndex >= total }

        init(decoder: BinaryDecoder) throws {
            self.decoder = decoder
            total = try decoder.readCount()
        }

        /// Counts the element about to be read; throws past the last.
        private mutating func advance() throws {
            guard !isAtEnd else { throw decoder.corrupt() }
            currentIndex += 1
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, decoder.readNil() else { return false }
            currentIndex += 1
            return true
        }
        mutating func decode(_ type: Bool.Type) throws -> Bool {
            try advance()
            return try Bool(binaryFrom: decoder)
        }
        mutating func decode(_ type: String.Type) throws -> String {
            try advance()
            return try String(binaryFrom: decoder)
        }
        mutating func decode(_ type: Double.Type) throws -> Double {
            try advance()
            return try Double(binaryFrom: decoder)
        }
        mutating func decode(_ type: Float.Type) throws -> Float {
            try advance()
            return try Float(binaryFrom: decoder)
        }
        mutating func decode(_ type: Int.Type) throws -> Int {
            try advance()
            return try Int(binaryFrom: decoder)
        }
        mutating func decode(_ type: Int8.Type) throws -> Int8 {
            try advance()
            return try Int8(binaryFrom: decoder)
        }
        mutating func decode(_ type: Int16.Type) throws -> Int16 {
            try advance()
            return try Int16(binaryFrom: decoder)
        }
        mutating func decode(_ type: Int32.Type) throws -> Int32 {
            try advance()
            return try Int32(binaryFrom: decoder)
        }
        mutating func decode(_ type: Int64.Type) throws -> Int64 {
            try advance()
            return try Int64(binaryFrom: decoder)
        }
        mutating func decode(_ type: UInt.Type) throws -> UInt {
            try advance()
            return try UInt(binaryFrom: decoder)
        }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
            try advance()
            return try UInt8(binaryFrom: decoder)
        }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
            try advance()
            return try UInt16(binaryFrom: decoder)
        }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
            try advance()
            return try UInt32(binaryFrom: decoder)
        }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
            try advance()
            return try UInt64(binaryFrom: decoder)
        }
        mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            try advance()
            return try decoder.decodeValue(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try advance()
            return try decoder.container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try advance()
            return try decoder.unkeyedContainer()
        }
        mutating func superDecoder() throws -> any Decoder {
            try advance()
            return decoder
        }
    }

    private struct SingleValueContainer: SingleValueDecodingContainer {
        let decoder: BinaryDecoder
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { decoder.readNil() }
        func decode(_ type: Bool.Type) throws -> Bool { try Bool(binaryFrom: decoder) }
        func decode(_ type: String.Type) throws -> String { try String(binaryFrom: decoder) }
        func decode(_ type: Double.Type) throws -> Double { try Double(binaryFrom: decoder) }
        func decode(_ type: Float.Type) throws -> Float { try Float(binaryFrom: decoder) }
        func decode(_ type: Int.Type) throws -> Int { try Int(binaryFrom: decoder) }
        func decode(_ type: Int8.Type) throws -> Int8 { try Int8(binaryFrom: decoder) }
        func decode(_ type: Int16.Type) throws -> Int16 { try Int16(binaryFrom: decoder) }
        func decode(_ type: Int32.Type) throws -> Int32 { try Int32(binaryFrom: decoder) }
        func decode(_ type: Int64.Type) throws -> Int64 { try Int64(binaryFrom: decoder) }
        func decode(_ type: UInt.Type) throws -> UInt { try UInt(binaryFrom: decoder) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try UInt8(binaryFrom: decoder) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try UInt16(binaryFrom: decoder) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try UInt32(binaryFrom: decoder) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try UInt64(binaryFrom: decoder) }
        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decoder.decodeValue(type) }
    }
}
