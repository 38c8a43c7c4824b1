import Foundation
import Stencil
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

    @Test(arguments: ["{%- if a %}", "{% if a -%}", "{%+ if a %}", "{% if a +%}", "x {{ a", "{{ a }", "{% if a", "{{ \"é\" }}", "{% if a\r\n %}"])
    func declinesWhatOnlyStencilsLexerCanMake(text: String) {
        #expect(linear(text) == nil)
    }

    @Test func eachTokenCarriesTheLineItStartsOn() throws {
        let lexed = try #require(linear("a\n{{ b }}\n\n{% if c %}\n{% if c %}{#\n#}x"))
        #expect(lexed.map(\.line) == [1, 2, 2, 4, 4, 5, 5, 6])
    }
}
