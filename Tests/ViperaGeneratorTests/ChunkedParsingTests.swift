import Stencil
import Testing

@testable import ViperaGenerator

/// `ChunkedParsing` must give nodes that render exactly as those of Stencil's own parser.
@Suite struct ChunkedParsingTests {
    private let sourceMap = Stencil.Template(templateString: "-").tokens[0].sourceMap
    private let environment = Environment(trimBehaviour: .nothing)
    private let context: [String: Any] = ["module": "Login", "items": ["a", "b", "c"], "none": [String](), "flag": true]

    private func rendered(_ text: String, chunked: Bool) throws -> String {
        let tokens = try #require(TemplateLexer.tokens(of: text, sourceMap: sourceMap)).map(\.token)
        let nodes =
            chunked
            ? try ChunkedParsing.parse(tokens, environment: environment)
            : try TokenParser(tokens: tokens, environment: environment).parse()
        return try renderNodes(nodes, Context(dictionary: context, environment: environment))
    }

    @Test(arguments: [
        "plain {{ module }} text",
        String(repeating: "{{ module }}-", count: 500),
        "{% for x in items %}{{ forloop.counter }}{{ x }}{% if x == \"b\" %}B{% elif flag %}F{% else %}E{% endif %}{% empty %}none{% endfor %}",
        "{% for x in none %}{{ x }}{% empty %}" + String(repeating: "{{ module }}", count: 200) + "{% endfor %}",
        "{% outer: for x in items %}{% for y in items %}{% if y == \"b\" %}{% continue outer %}{% endif %}{{ x }}{{ y }}{% endfor %}{% endfor %}",
        "{% for x in items %}{% if x == \"b\" %}{% break %}{% endif %}" + String(repeating: "{{ x }}", count: 100) + "{% endfor %}",
        "{% ifnot flag %}no{% else %}" + String(repeating: "{% filter uppercase %}{{ module }}{% endfilter %}", count: 100) + "{% endif %}",
        String(repeating: "{% if flag %}", count: 60) + "deep" + String(repeating: "{% endif %}", count: 60),
    ])
    func rendersAsStencilsParserDoes(text: String) throws {
        #expect(try rendered(text, chunked: true) == rendered(text, chunked: false))
    }

    @Test func aTemplatesOwnTagNamedLikeAStandInIsUnknown() {
        #expect(throws: TemplateSyntaxError.self) { try rendered("{% vipera-parsed-body %}", chunked: true) }
    }
}
