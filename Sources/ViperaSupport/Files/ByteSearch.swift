#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a text's bytes hold a word, without decoding the text: a search that jumps from one
/// occurrence of the word's first byte to the next with the C library's `memchr`, many times
/// cheaper than Foundation's `Data.range(of:)` or `String.contains` (which the pre-flight and the
/// suppression-comment check spend most of their time in otherwise).
public enum ByteSearch {
    /// Whether `bytes` contains `needle` (an empty needle is everywhere).
    public static func contains(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer) -> Bool {
        guard let first = needle.first else { return true }
        guard let start = bytes.baseAddress, bytes.count >= needle.count else { return false }
        return needle.withUnsafeBytes { pattern in
            var offset = 0
            while bytes.count - offset >= needle.count,
                let found = memchr(start + offset, Int32(first), bytes.count - offset - needle.count + 1)
            {
                offset = start.distance(to: UnsafeRawPointer(found))
                if memcmp(start + offset, pattern.baseAddress!, needle.count) == 0 { return true }
                offset += 1
            }
            return false
        }
    }

    /// Whether `bytes` contains `needle`.
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { contains(needle, in: $0) }
    }

    /// Whether `text`'s UTF-8 contains `needle`'s.
    public static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { contains(Array(needle.utf8), in: UnsafeRawBufferPointer($0)) }
    }
}
