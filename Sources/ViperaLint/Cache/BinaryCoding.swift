/// Appends values to a compact binary buffer: integers as LEB128 varints, strings as a length
/// and their UTF-8 bytes. The cache's format; `BinaryReader` reads it back.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64(value)))
    }

    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func write(_ value: String) {
        write(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    mutating func write(raw: some Collection<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    mutating func write<Value: BinaryCodable>(_ value: Value) {
        value.write(to: &self)
    }

    mutating func write<Value: BinaryCodable>(_ values: [Value]) {
        write(values.count)
        for value in values { value.write(to: &self) }
    }

    /// A presence flag, then the value when there is one.
    mutating func write<Value: BinaryCodable>(_ value: Value?) {
        write(value != nil)
        value?.write(to: &self)
    }
}

/// Reads what a `BinaryWriter` wrote; every read checks the bounds and throws rather than trust
/// a truncated or corrupt buffer.
struct BinaryReader {
    private let bytes: [UInt8]
    private(set) var offset: Int
    /// The path of the file whose facts are being read, which facts take instead of storing it.
    let path: String

    init(_ bytes: [UInt8], from offset: Int = 0, path: String = "") {
        self.bytes = bytes
        self.offset = offset
        self.path = path
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func read() throws(BinaryReadError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw .corrupt }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func read() throws(BinaryReadError) -> Int {
        Int(Int64(bitPattern: try read() as UInt64))
    }

    mutating func read() throws(BinaryReadError) -> Bool {
        let byte = try raw(count: 1).first
        guard byte == 0 || byte == 1 else { throw .corrupt }
        return byte == 1
    }

    mutating func read() throws(BinaryReadError) -> String {
        String(decoding: try raw(count: try read()), as: UTF8.self)
    }

    /// The next `count` bytes.
    mutating func raw(count: Int) throws(BinaryReadError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw .corrupt }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func read<Value: BinaryCodable>() throws(BinaryReadError) -> Value {
        try Value(from: &self)
    }

    mutating func read<Value: BinaryCodable>() throws(BinaryReadError) -> [Value] {
        let count: Int = try read()
        // Every value takes at least one byte, so a larger count is corrupt.
        guard count >= 0, count <= bytes.count - offset else { throw .corrupt }
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }

    mutating func read<Value: BinaryCodable>() throws(BinaryReadError) -> Value? {
        try read() as Bool ? try Value(from: &self) : nil
    }
}

/// The buffer does not hold what it should.
enum BinaryReadError: Error {
    case corrupt
}

/// A value the cache stores in its binary format.
protocol BinaryCodable {
    func write(to writer: inout BinaryWriter)
    init(from reader: inout BinaryReader) throws(BinaryReadError)
}

extension String: BinaryCodable {
    func write(to writer: inout BinaryWriter) { writer.write(self) }
    init(from reader: inout BinaryReader) throws(BinaryReadError) { self = try reader.read() }
}
