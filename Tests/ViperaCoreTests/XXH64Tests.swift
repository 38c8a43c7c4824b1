import Testing
import ViperaCore

/// `XXH64` gives xxHash's 64-bit values (seed 0) over every path through it: under 32 bytes,
/// whole 32-byte stripes, and each kind of tail (8, 4 and single bytes).
@Suite struct XXH64Tests {
    @Test(arguments: [
        // The published values for "", "a", "abc" and python-xxhash's README example.
        ("", 0xEF46_DB37_51D8_E999 as UInt64),
        ("a", 0xD24E_C4F1_A98C_6E5B),
        ("abc", 0x44BC_2CF5_AD77_0999),
        ("Nobody inspects the spammish repetition", 0xFBCE_A83C_8A37_8BF1),
        // Computed by python-xxhash 4.1.0 (the reference C implementation).
        ("0123456789abcdef0123456789abcdef0123456789ab", 0x1187_118B_194F_D24A),
    ])
    func givesTheReferenceValues(text: String, hash: UInt64) {
        #expect(XXH64.hash(text) == hash)
        #expect(XXH64.hash(Array(text.utf8)) == hash)
        #expect(XXH64.hash(AnySequence(text.utf8)) == hash)
    }

    @Test func hashesLongInputsWithEveryTail() {
        // python-xxhash: xxh64(bytes(range(256)) * 3 + b"tail123").
        let bytes = Array((0..<3).flatMap { _ in (0...255).map(UInt8.init) }) + Array("tail123".utf8)
        #expect(XXH64.hash(bytes) == 0x1A93_1A94_77A4_8D18)
        #expect(XXH64.hash(bytes[...]) == 0x1A93_1A94_77A4_8D18)
    }
}
