/// A 64-bit FNV-1a hash: cheap, deterministic across runs and machines (unlike `Hasher`), and
/// good enough to tell whether a file changed since it was cached.
struct ContentHash: Hashable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of `bytes`.
    init(_ bytes: some Sequence<UInt8>) {
        combine(bytes)
    }

    /// The hash of a string's UTF-8 bytes.
    init(_ text: String) {
        combine(text.utf8)
    }

    /// Mixes `bytes` into the hash.
    mutating func combine(_ bytes: some Sequence<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ combine(buffer: $0) }) == nil {
            Array(bytes).withUnsafeBufferPointer { combine(buffer: $0) }
        }
    }

    private mutating func combine(buffer: UnsafeBufferPointer<UInt8>) {
        var value = self.value
        for byte in buffer {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        self.value = value
    }
}
