import Testing
import ViperaCore

/// `FNV1a64` gives FNV-1a's published 64-bit test vectors.
@Suite struct FNV1aTests {
    @Test(arguments: [
        ("", 0xCBF2_9CE4_8422_2325 as UInt64),
        ("a", 0xAF63_DC4C_8601_EC8C),
        ("b", 0xAF63_DF4C_8601_F1A5),
        ("c", 0xAF63_DE4C_8601_EFF2),
        ("foobar", 0x8594_4171_F739_67E8),
    ])
    func givesThePublishedTestVectors(text: String, hash: UInt64) {
        #expect(FNV1a64(text).value == hash)
        #expect(FNV1a64(Array(text.utf8)).value == hash)
    }

    @Test func combiningInPartsHashesTheWhole() {
        var hash = FNV1a64("foo")
        hash.combine("bar".utf8)
        #expect(hash == FNV1a64("foobar"))
        hash.combine(AnySequence([UInt8]()))
        #expect(hash.value == 0x8594_4171_F739_67E8)
    }
}
