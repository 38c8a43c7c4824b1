import Testing
import ViperaSupport

/// The byte search the pre-flight and the suppression-comment check read files with.
@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("Login", "final class LoginPresenter {}", true),
        ("Login", "Login", true),
        ("Login", "x Logi", false),
        ("Login", "LLLogin", true),
        ("Login", "LoginLogi", true),
        ("Login", "logIn LOGIN", false),
        ("Login", "", false),
        ("", "", true),
        ("é", "café", true),
        ("ée", "café", false),
    ])
    func findsTheNeedleWhereverItIs(needle: String, text: String, found: Bool) {
        #expect(ByteSearch.contains(needle, in: text) == found)
        #expect(ByteSearch.contains(Array(needle.utf8), in: Array(text.utf8)) == found)
    }

    /// Every place of a needle in a longer text, first byte repeated before it.
    @Test func findsANeedleAtEveryOffset() {
        for offset in 0..<40 {
            let text = String(repeating: "P", count: offset) + "Preflight" + String(repeating: "x", count: 40 - offset)
            #expect(ByteSearch.contains("Preflight", in: text))
            #expect(!ByteSearch.contains("Preflights", in: text))
        }
    }
}
