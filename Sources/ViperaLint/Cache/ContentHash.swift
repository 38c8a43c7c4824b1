/// A fast 64-bit hash: deterministic across runs and machines (unlike `Hasher`), and good enough
/// to tell whether a file changed since it was cached. It mixes eight bytes at a time
/// (little-endian words, a multiply and a shift), then the remaining bytes FNV-1a style.
struct ContentHash: Hashable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of `bytes`.
    init(_ bytes: some Sequence<UInt8>) {
        combine(bytes)
    }

    /// The hash of a string's UTF-8 bytes.
    init(_ text: String) {
        var text = text
        text.withUTF8 { combine(buffer: UnsafeRawBufferPointer($0)) }
    }

    /// Mixes `bytes` into the hash.
    mutating func combine(_ bytes: some Sequence<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ combine(buffer: UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { combine(buffer: $0) }
        }
    }

    private mutating func combine(buffer: UnsafeRawBufferPointer) {
        var value = self.value ^ UInt64(buffer.count)
        var offset = 0
        while offset + 8 <= buffer.count {
            let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
            offset += 8
        }
        while offset < buffer.count {
            value = (value ^ UInt64(buffer[offset])) &* 0x100_0000_01b3
            offset += 1
        }
        self.value = value
    }
}
