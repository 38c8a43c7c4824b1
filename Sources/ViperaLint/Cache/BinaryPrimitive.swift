/// A value the binary form holds directly: integers as LEB128 varints (signed ones as their bit
/// pattern), floating-point numbers as their bit pattern, a `Bool` as one byte, a string as its
/// length and UTF-8 bytes.
protocol BinaryPrimitive {
    func write(to encoder: BinaryEncoder)
    init(binaryFrom decoder: BinaryDecoder) throws
}

extension BinaryPrimitive where Self: FixedWidthInteger & UnsignedInteger {
    func write(to encoder: BinaryEncoder) { encoder.writeVarint(UInt64(self)) }

    init(binaryFrom decoder: BinaryDecoder) throws {
        guard let value = Self(exactly: try decoder.readVarint()) else { throw decoder.corrupt() }
        self = value
    }
}

extension BinaryPrimitive where Self: FixedWidthInteger & SignedInteger {
    func write(to encoder: BinaryEncoder) { encoder.writeVarint(UInt64(bitPattern: Int64(self))) }

    init(binaryFrom decoder: BinaryDecoder) throws {
        guard let value = Self(exactly: Int64(bitPattern: try decoder.readVarint())) else { throw decoder.corrupt() }
        self = value
    }
}

extension Int: BinaryPrimitive {}
extension Int8: BinaryPrimitive {}
extension Int16: BinaryPrimitive {}
extension Int32: BinaryPrimitive {}
extension Int64: BinaryPrimitive {}
extension UInt: BinaryPrimitive {}
extension UInt8: BinaryPrimitive {}
extension UInt16: BinaryPrimitive {}
extension UInt32: BinaryPrimitive {}
extension UInt64: BinaryPrimitive {}

extension Double: BinaryPrimitive {
    func write(to encoder: BinaryEncoder) { encoder.writeVarint(bitPattern) }
    init(binaryFrom decoder: BinaryDecoder) throws { self.init(bitPattern: try decoder.readVarint()) }
}

extension Float: BinaryPrimitive {
    func write(to encoder: BinaryEncoder) { encoder.writeVarint(UInt64(bitPattern)) }

    init(binaryFrom decoder: BinaryDecoder) throws {
        guard let pattern = UInt32(exactly: try decoder.readVarint()) else { throw decoder.corrupt() }
        self.init(bitPattern: pattern)
    }
}

extension Bool: BinaryPrimitive {
    func write(to encoder: BinaryEncoder) { UInt8(self ? 1 : 0).write(to: encoder) }

    init(binaryFrom decoder: BinaryDecoder) throws {
        switch try decoder.readByte() {
        case 0: self = false
        case 1: self = true
        default: throw decoder.corrupt()
        }
    }
}

extension String: BinaryPrimitive {
    func write(to encoder: BinaryEncoder) {
        var text = self
        text.withUTF8 { encoder.writeBytes($0) }
    }

    init(binaryFrom decoder: BinaryDecoder) throws {
        self = try decoder.readBytes { String(decoding: $0, as: UTF8.self) }
    }
}
