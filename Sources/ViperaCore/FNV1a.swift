/// FNV-1a, 64 bits (Fowler–Noll–Vo): a hash that is the same on every machine and in every run
/// (unlike `Hasher`), with published test vectors. The lint cache keys files' facts on it, and
/// Xcode object ids are made from it.
public struct FNV1a64: Hashable, Sendable {
    /// The offset basis, the hash of no bytes.
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The 64-bit FNV prime.
    public static let prime: UInt64 = 0x100_0000_01B3

    /// The hash of the bytes combined so far.
    public private(set) var value = offsetBasis

    /// The hash of `bytes`.
    public init(_ bytes: some Sequence<UInt8>) {
        combine(bytes)
    }

    /// The hash of a string's UTF-8 bytes.
    public init(_ text: String) {
        var text = text
        text.withUTF8 { combine(buffer: $0) }
    }

    /// Hashes `bytes` after those combined so far.
    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ combine(buffer: $0) }) == nil {
            for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
        }
    }

    private mutating func combine(buffer: UnsafeBufferPointer<UInt8>) {
        var value = self.value
        for byte in buffer { value = (value ^ UInt64(byte)) &* Self.prime }
        self.value = value
    }
}
