import Stencil
import Testing

@testable import ViperaGenerator

/// `LexedToken` places each of Stencil's tokens at the line it starts on, and counts the tags
/// Stencil's lexer finds, without lexing.
@Suite struct LexedTokenTests {
    static let texts = [
        "plain", "a {{ b }} c", "{{ a }}\n{{ a }}\n{% if a %}\n{{ a }}\n{% endif %}", "é {{ x }}\nü {% y %}\n", "{ {\n%}{\n} }}",
        "{%}\n{{}}\n{##}", "{{{ a }}}\n{{ b }}", "{% a %}}\n{% b %}", "text{\n{{ a }}", "x {{ a\n b", "{{\n a\n }}\n{% c %}",
        "{# a\n comment #}{{ d }}", "{%- if a -%}\n{{ b }}\n{%+ endif +%}", "a\r\n{{ b }}\r\n",
    ]

    /// The line each token starts on, found by its tag's text (`{{ a }}`…) in the lines.
    @Test func eachTokenIsAtTheLineItStartsOn() {
        let lexed = LexedToken.lines(
            of: Stencil.Template(templateString: "{{ a }}\n{{ a }}\nx\n{% if a %}\n{{ a }}\n{% endif %}y").tokens,
            in: "{{ a }}\n{{ a }}\nx\n{% if a %}\n{{ a }}\n{% endif %}y")
        #expect(lexed.map(\.line) == [1, 1, 2, 2, 4, 4, 5, 5, 6, 6])
        #expect(lexed.map(\.token.contents) == ["a", "\n", "a", "\nx\n", "if a", "\n", "a", "\n", "endif", "y"])
        let spread = LexedToken.lines(of: Stencil.Template(templateString: "{{\n a\n }}\n{% b %}").tokens, in: "{{\n a\n }}\n{% b %}")
        #expect(spread.map(\.line) == [1, 3, 4])
    }

    @Test(arguments: texts)
    func linesFollowTheTextAndTagsAreCountedAsStencilLexesThem(text: String) {
        let tokens = Stencil.Template(templateString: text).tokens
        let lexed = LexedToken.lines(of: tokens, in: text)
        #expect(lexed.count == tokens.count)
        #expect(lexed.map(\.line) == lexed.map(\.line).sorted())
        #expect(lexed.last.map { $0.line <= text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count } ?? true)
        // An unterminated tag is counted, where Stencil makes an empty text of it.
        let unterminated = tokens.last.map { $0.kind == .text && $0.contents.isEmpty } == true ? 1 : 0
        #expect(LexedToken.tagCount(in: text) == tokens.count { $0.kind != .text } + unterminated)
    }
}
