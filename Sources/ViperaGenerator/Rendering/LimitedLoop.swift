import Stencil

/// A `{% for %}` loop as Stencil parses and renders it, charging the render's `RenderBudget`:
/// each iteration is counted and checked against the time left and its output counted, and a
/// range is refused before Stencil makes an array of its items, when it has too many. A limit
/// reached is reported at the `for`.
struct LimitedLoop: NodeType {
    /// The name of the tag standing for a loop's body: it holds a line break, which no tag a
    /// template writes can (Stencil's lexer joins a tag's lines with spaces).
    static let bodyTagName = "vipera\nloop-body"

    private let stock: NodeType
    private let forToken: Token
    /// The token the body's limits are reported at, until moved to the `for`.
    private let bodyToken: Token
    private let range: RangeVariable?

    /// Stencil's own (its `endfor`), so Stencil's errors are placed as Stencil places them.
    var token: Token? { stock.token }

    /// Parses `{% for %}` with Stencil's own `stock` parser, the body of the loop in a
    /// `LoopBody`.
    static func parse(_ parser: TokenParser, token: Token, stock: TokenParser.TagParser) throws -> NodeType {
        // The body's tag goes right after the `for`, with its whitespace behaviour, so the text
        // after it is trimmed as after the `for`; it parses the body up to the `empty` or
        // `endfor` Stencil's parser then finds.
        let bodyToken = Token.block(value: bodyTagName, at: token.sourceMap, whitespace: token.whitespace ?? .unspecified)
        parser.prependToken(bodyToken)
        let loop = try stock(parser, token)
        var words = token.components
        if words.first?.hasSuffix(":") == true { words.removeFirst() }
        let range = words.count > 3 && words[3].contains("...") ? try parser.compileResolvable(words[3], containedIn: token) as? RangeVariable : nil
        return LimitedLoop(stock: loop, forToken: token, bodyToken: bodyToken, range: range)
    }

    /// Parses the body tag `parse(_:token:stock:)` put in.
    static func parseBody(_ parser: TokenParser, token: Token) throws -> NodeType {
        LoopBody(nodes: try parser.parse(until(["endfor", "empty"])), token: token)
    }

    func render(_ context: Context) throws -> String {
        if let range, let budget = RenderBudget.of(context) {
            try budget.checkRange(from: range.from.resolve(context), to: range.to.resolve(context), at: forToken)
        }
        do {
            return try stock.render(context)
        } catch let error as TemplateSyntaxError where error.token === bodyToken {
            throw TemplateSyntaxError(reason: error.reason, token: forToken, stackTrace: error.stackTrace)
        }
    }
}

/// The nodes of a loop's body, counted at each iteration.
private struct LoopBody: NodeType {
    let nodes: [NodeType]
    /// Where a limit is reported (`LimitedLoop` moves it to the `for`).
    let limitToken: Token

    init(nodes: [NodeType], token: Token) {
        self.nodes = nodes
        limitToken = token
    }

    /// None: an error in the body keeps its own place, and a limit `limitToken`.
    var token: Token? { nil }

    func render(_ context: Context) throws -> String {
        guard let budget = RenderBudget.of(context) else { return try renderNodes(nodes, context) }
        try budget.chargeIteration(at: limitToken)
        return try budget.chargeOutput(at: limitToken) { try renderNodes(nodes, context) }
    }
}
