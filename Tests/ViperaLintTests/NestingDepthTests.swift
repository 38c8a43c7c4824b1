import SwiftParser
import Testing
import ViperaSupport

@testable import ViperaLint

/// Files nesting deeper than the parser can take are found from their bytes, counting code only.
@Suite struct NestingDepthTests {
    private func offset(_ text: String, limit: Int = 3) -> Int? {
        NestingDepth.firstOffset(deeperThan: limit, in: Array(text.utf8))
    }

    @Test(arguments: [
        ("let a = [[[[1]]]]", 11),
        ("let a: A<A<A<A<B>>>>", 14),
        ("#if X\n#if Y\n#if Z\n#if W\n#endif\n#endif\n#endif\n#endif\n", 18),
        ("let s = \"\\(f(g(h(1))))\"", 16),
        ("let s = #\"\\#(f(g(h(1))))\"#", 18),
    ])
    func deepCodeIsFoundWhereItGetsTooDeep(text: String, offset expected: Int) {
        #expect(offset(text) == expected)
    }

    @Test(arguments: [
        "let a = [[[1]]]",
        "let s = \"((((((\" + \"[[[[[[\"",
        "let s = \"\"\"\n((((((\n\"\"\"",
        "// ((((((\n/* [[[[[[ /* nested */ {{{{{{ */",
        "while a<b { }\nif c<d { }\nif e<f && g<h { }",
        "let f: Array<(Int) -> Void>; let g = a<b; let h = c<d; let i = e<f; let j = g<h",
        "let s = \"\\(a)\" + \"\\(b)\" + \"\\(c)\" + \"\\(d)\"",
        ")))))) let a = [[[1]]]",
    ])
    func balancedOrQuotedTextIsNotTooDeep(text: String) {
        #expect(offset(text) == nil)
    }

    /// Why the guard is there: SwiftParser's own limit does not count generic arguments, so it
    /// parses 1,000 nested ones without reporting an overflow (100,000 exhaust even a 256-MB
    /// stack), and the guard refuses them.
    @Test func swiftParserAloneLetsDeepGenericArgumentsThrough() {
        let text = "let x: " + String(repeating: "A<", count: 1_000) + "B" + String(repeating: ">", count: 1_000)
        let limit = SourceFileReader.maximumNestingLevel
        let overflows = Concurrently.map([text]) { text in
            var text = text
            return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: limit).hasMaximumNestingLevelOverflow }
        }
        #expect(overflows == [false])
        // At the 257th `<`.
        #expect(offset(text, limit: limit) == 520)
    }
}
