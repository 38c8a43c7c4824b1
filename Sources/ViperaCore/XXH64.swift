/// xxHash, 64 bits (XXH64, seed 0): a hash that is the same on every machine and in every run
/// (unlike `Hasher`), with published test vectors, that reads eight bytes at a time. The lint
/// cache hashes file contents and checks its entries with it, a whole codebase per run; `FNV1a64`
/// remains for short keys.
public enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The hash of `bytes`.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        if let hash = bytes.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) { return hash }
        return Array(bytes).withUnsafeBytes { hash($0) }
    }

    /// The hash of a string's UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    private static func hash(_ input: UnsafeRawBufferPointer) -> UInt64 {
        let length = input.count
        var offset = 0
        var hash: UInt64
        if length >= 32 {
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (prime1 &+ prime2, prime2, 0, 0 &- prime1)
            while offset + 32 <= length {
                lanes.0 = round(lanes.0, word(input, offset))
                lanes.1 = round(lanes.1, word(input, offset + 8))
                lanes.2 = round(lanes.2, word(input, offset + 16))
                lanes.3 = round(lanes.3, word(input, offset + 24))
                offset += 32
            }
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
                hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
            }
        } else {
            hash = prime5
        }
        hash &+= UInt64(length)
        while offset + 8 <= length {
            hash = rotate(hash ^ round(0, word(input, offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= length {
            let half = UInt64(UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < length {
            hash = rotate(hash ^ (UInt64(input[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        hash = (hash ^ (hash >> 33)) &* prime2
        hash = (hash ^ (hash >> 29)) &* prime3
        return hash ^ (hash >> 32)
    }

    private static func word(_ input: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }
}
