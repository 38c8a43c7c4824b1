import Foundation
import Stencil
import TestSupport
import Testing

@testable import ViperaGenerator

/// `TemplateLexer` must give exactly Stencil's tokens (kinds and contents), or decline.
@Suite struct TemplateLexerTests {
    private let sourceMap = Stencil.Template(templateString: "-").tokens[0].sourceMap

    private func linear(_ text: String) -> [TemplateLexer.Lexed]? {
        TemplateLexer.tokens(of: text, sourceMap: sourceMap)
    }

    private func expectSameTokensAsStencil(_ text: String, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let stencil = Stencil.Template(templateString: text).tokens.map { "\($0.kind): \($0.contents)" }
        let ours = linear(text)?.map { "\($0.token.kind): \($0.token.contents)" }
        #expect(ours == stencil, comment ?? "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func everyBuiltInTemplateTextLexesAsStencilLexesIt() throws {
        var texts = 0
        for name in BuiltinTemplates.names {
            let template = try #require(try BuiltinTemplates.template(named: name))
            for file in template.files {
                expectSameTokensAsStencil(file.path, "path \(name)/\(file.path)")
                guard let text = file.text else { continue }
                expectSameTokensAsStencil(text, "text \(name)/\(file.path)")
                texts += 1
            }
        }
        #expect(texts > 50)
    }

    @Test(arguments: [
        "plain text, no tags", "a {{ b }} c", "{{ a }}{{ b }}", "é {{ module }} ü\n", "{ {\n%}{\n} }}",
        "{%}", "{{}}", "{##}", "{{{ a }}}", "{% a %}}", "text{", "{{ a }}\n{",
        "{%   if a   %}", "{{x   }}", "{{   x}}", "{{ x }}", "{{ a|upper  }}", "{{      }}",
        "{{\n  a \n\n  |upper  }}", "{% for x in y\n   where x %}\n{{ x }}\n{% endfor %}",
        "{# a comment #}", "{#\n  spread\n  out\n#}", "{{ a }} {% b %} {# c #}", "{% x\ty %}",
    ])
    func edgeCasesLexAsStencilLexesThem(text: String) {
        expectSameTokensAsStencil(text)
    }

    /// Texts made at random from the pieces of Stencil's syntax, and built-in template files with
    /// random edits: whatever `TemplateLexer` does not decline, it lexes as Stencil does.
    @Test(arguments: 0..<20)
    func fuzzedTextsLexAsStencilLexesThemOrAreDeclined(seed: UInt64) throws {
        let pieces = [
            "{{", "}}", "{%", "%}", "{#", "#}", "{", "}", "%", "#", " ", "  ", "\n", "\t", "\r\n", "a", "é", "|", "\"",
            "-", "+", "if a", "endif", "for x in y", "endfor", "{%-", "-%}", "upper", ".", "\u{2028}",
        ]
        let files = try BuiltinTemplates.names.flatMap { try #require(try BuiltinTemplates.template(named: $0)).files.compactMap(\.text) }
        var random = SplitMix64(seed: seed)
        var lexed = 0
        for _ in 0..<50 {
            var text: String
            if random.next(below: 2) == 0 {
                text = (0..<random.next(below: 40)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            } else {
                var characters = Array(files[random.next(below: files.count)])
                for _ in 0..<(1 + random.next(below: 4)) where !characters.isEmpty {
                    let start = random.next(below: characters.count)
                    let end = min(characters.count, start + random.next(below: 8))
                    switch random.next(below: 3) {
                    case 0: characters.removeSubrange(start..<end)
                    case 1: characters.insert(contentsOf: Array(characters[start..<end]), at: start)
                    default: characters.insert(contentsOf: Array(pieces[random.next(below: pieces.count)]), at: start)
                    }
                }
                text = String(characters)
            }
            guard linear(text) != nil else { continue }
            lexed += 1
            expectSameTokensAsStencil(text)
        }
        // About half the texts are lexed rather than declined: the comparison is made.
        #expect(lexed >= 15)
    }

    @Test(arguments: ["{%- if a %}", "{% if a -%}", "{%+ if a %}", "{% if a +%}", "x {{ a", "{{ a }", "{% if a", "{{ \"é\" }}", "{% if a\r\n %}"])
    func declinesWhatOnlyStencilsLexerCanMake(text: String) {
        #expect(linear(text) == nil)
    }

    @Test func findsExtendsTags() {
        #expect(TemplateLexer.usesExtends("x {% extends \"base\" %}"))
        #expect(TemplateLexer.usesExtends("{%-\n extends 'base' %}"))
        #expect(!TemplateLexer.usesExtends("// Cart extends Shop\n{% if a %}{% endif %}"))
        #expect(!TemplateLexer.usesExtends("{{ extends }}{%"))
    }

    @Test func eachTokenCarriesTheLineItStartsOn() throws {
        let lexed = try #require(linear("a\n{{ b }}\n\n{% if c %}\n{% if c %}{#\n#}x"))
        #expect(lexed.map(\.line) == [1, 2, 2, 4, 4, 5, 5, 6])
    }

    @Test(arguments: [
        "", " ", "\n", "  \n", " \t \nabc", "abc  ", "abc  \n", "abc \r\n", "abc \r", "abc\t\u{2028}", "abc \u{85}",
        "a \n\n", "a\n  ", "  \r\n x", "\n\n", "x \u{B}", "x \u{C}", "é  \n", "\t\t", "a\t \r\n\t", "a \n \n",
    ])
    func smartTrimmingTrimsAsStencilsRegularExpressionsDo(text: String) throws {
        for (afterBlock, beforeBlock) in [(true, false), (false, true), (true, true)] {
            let behaviour = TrimBehaviour(leading: afterBlock ? .whitespaceAndOneNewLine : .nothing, trailing: beforeBlock ? .whitespace : .nothing)
            let stencil = try TextNode(text: text, trimBehaviour: behaviour).render(Context())
            var ours = Substring(text)
            if afterBlock { ours = SmartTrim.withoutLeadingBlankLine(ours) }
            if beforeBlock, !ours.isEmpty { ours = SmartTrim.withoutTrailingBlanks(ours) }
            #expect(String(ours) == stencil, "after a block: \(afterBlock), before one: \(beforeBlock)")
        }
    }

    @Test(arguments: [
        "{% if a %}\n  x  \n{% endif %}\n", "{{ a }}  \n{% if a %}y{% endif %}  \n  end", "{# c #}\n  {% if a %} \n z\n{% else %}\n w \n{% endif %}",
        "head\n{% for i in items %}\n  - {{ i }}\n{% endfor %}\ntail\n", "{% if a %}{% for i in items %}{{ i }},{% endfor %}{% endif %}",
        "  {% if not a %}\n no\n  {% elif a %}  \n yes \r\n{% endif %}\t\n", "{% filter uppercase %}\n  {{ a }} \n{% endfilter %}",
    ])
    func linearlyLexedTemplatesRenderAsStencilRendersThem(text: String) throws {
        let context: [String: Any] = ["a": true, "items": ["x", "y"]]
        let stencil = try Environment(trimBehaviour: .smart).renderTemplate(string: text, context: context)
        let ours = try LinearlyLexedTemplate(templateString: text, environment: Environment(trimBehaviour: .smart)).render(context)
        #expect(ours == stencil)
    }
}
