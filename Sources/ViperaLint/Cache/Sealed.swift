/// A value kept as its binary encoding (`BinaryEncoder`) and that encoding's SHA-256: stored in
/// the cache as it is, decoded only when it is needed, and never trusted once its bytes no longer
/// match their checksum.
struct Sealed<Value: Codable>: Codable, Sendable {
    private let bytes: [UInt8]
    /// The digest of the encoding: equal checksums, equal values.
    let checksum: ContentHash

    /// `value` sealed; `nil` when it cannot be encoded.
    init?(_ value: Value) {
        guard let bytes = try? BinaryEncoder.encode(value) else { return nil }
        self.bytes = bytes
        checksum = ContentHash(of: bytes)
    }

    /// The value; `nil` when the bytes fail their checksum or do not decode.
    var value: Value? {
        guard ContentHash(of: bytes) == checksum else { return nil }
        return try? BinaryDecoder.decode(Value.self, from: bytes)
    }
}
