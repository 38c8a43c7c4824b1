import Stencil
import Testing

@testable import ViperaGenerator

/// `PlainVariableNode` renders a plain name's `{{ }}` tag itself when its value is a string: for
/// every kind of name and value, the text must be exactly what Stencil's own node renders.
@Suite struct PlainVariableNodeTests {
    private static var sourceMap: SourceMap { Stencil.Template(templateString: "-").tokens[0].sourceMap }
    private static var environment: Environment { Environment(trimBehaviour: .nothing) }

    /// Names Stencil reads as plain names, and names it reads otherwise (literals, operators,
    /// key paths, filters, subscripts), which must be left to its node.
    static let names = [
        "name", "_x", "Name1", "true", "false", "inf", "nan", "1", "1.5", "-2", "and", "or", "not", "in",
        "name.count", "name|uppercase", "list.0", "name.first",
    ]

    /// Strings of every shape, and values that are not strings.
    static var values: [(label: String, value: Any?)] {
        [
            ("text", "Login"), ("empty", ""), ("unicode", "ünï 漢字"), ("tag", "{{ x }} {% if %}"), ("newline", "a\nb"),
            ("int", 3), ("double", 1.5), ("bool", true), ("list", ["a", "b"]), ("empty list", [String]()), ("nil", String?.none),
            ("missing", nil),
        ]
    }

    private static func rendered(_ name: String, _ value: Any?, plain: Bool) throws -> String {
        let text = "<{{ \(name) }}>"
        let tokens = try #require(TemplateLexer.tokens(of: text, sourceMap: sourceMap)).map(\.token)
        let nodes = try TokenParser(tokens: tokens, environment: environment).parse()
        var dictionary: [String: Any] = ["list": ["first", "second"]]
        if let value { dictionary[name] = value }
        let context = Context(dictionary: dictionary, environment: environment)
        return try renderNodes(plain ? PlainVariableNode.replacing(in: nodes) : nodes, context)
    }

    @Test(arguments: names)
    func rendersEveryValueAsStencilsNodeDoes(name: String) throws {
        for (label, value) in Self.values {
            #expect(try Self.rendered(name, value, plain: true) == Self.rendered(name, value, plain: false), "\(name) = \(label)")
        }
    }

    @Test func takesOnlyPlainNamesOverFromStencil() throws {
        let tokens = try #require(TemplateLexer.tokens(of: "{{ name }}{{ true }}{{ a.b }}{{ x|lowercase }}{{ in }}", sourceMap: Self.sourceMap))
        let nodes = PlainVariableNode.replacing(in: try TokenParser(tokens: tokens.map(\.token), environment: Self.environment).parse())
        #expect(nodes.map { $0 is PlainVariableNode } == [true, false, false, false, false])
    }
}
