import Stencil

/// Parses Stencil tokens into nodes in time linear in their number.
///
/// Stencil's `TokenParser` takes each token off the front of its array (`remove(at: 0)`), so
/// parsing n tokens moves n²/2 of them: 69 s for 400,000 tags. Here no parser gets more than
/// about `chunkSize` tokens: each block's body is parsed first, on its own, and stands in its
/// block as one tag whose node renders the body's nodes; a long run of tokens is parsed in
/// chunks of whole nodes. The nodes render exactly as Stencil's would.
///
/// A body holding `{% break %}` or `{% continue %}` is parsed with its loop, as Stencil needs.
/// Only for tokens without whitespace markers (`{%-`), whose trimming depends on the
/// neighbouring tokens, nor `{% extends %}`, which parses every token after it.
enum ChunkedParsing {
    /// The most tokens given to one `TokenParser`, unless a block's own tags need more.
    static let chunkSize = 64

    /// The nodes of `tokens`, parsed in `environment`; a structure `BlockStructure` refuses is
    /// parsed by Stencil as it is, for its error.
    static func parse(_ tokens: [Token], environment: Environment) throws -> [NodeType] {
        let bodies = ParsedBodies()
        var chunked = environment
        chunked.extensions.insert(bodies, at: 0)
        // The bodies being read, innermost last: the tokens of each so far, with its blocks'
        // bodies already replaced by stand-ins.
        var open: [[Token]] = [[]]
        for token in tokens {
            let role = BlockStructure.role(of: token)
            let endsBody = open.count > 1 && (role == .middle || role == .closer)
            if endsBody {
                let body = open.removeLast()
                if body.contains(where: isLoopTermination) {
                    open[open.count - 1] += body
                } else {
                    let nodes = try parseInChunks(body, environment: chunked)
                    open[open.count - 1].append(bodies.standIn(for: nodes, at: token.sourceMap))
                }
            }
            open[open.count - 1].append(token)
            if case .opener = role { open.append([]) } else if endsBody, role == .middle { open.append([]) }
        }
        guard open.count == 1 else { return try TokenParser(tokens: tokens, environment: environment).parse() }
        return try parseInChunks(open[0], environment: chunked)
    }

    /// Whether `token` is `{% break %}` or `{% continue %}`, which Stencil parses only where the
    /// parser has seen their loop's `{% for %}`: a body holding one stays in its block's tokens.
    private static func isLoopTermination(_ token: Token) -> Bool {
        token.kind == .block && ["break", "continue"].contains(BlockStructure.keyword(of: token))
    }

    /// The nodes of `tokens`, where every block's body is a stand-in, parsed in chunks of whole
    /// nodes.
    private static func parseInChunks(_ tokens: [Token], environment: Environment) throws -> [NodeType] {
        var nodes: [NodeType] = []
        var chunk: [Token] = []
        var depth = 0
        for token in tokens {
            chunk.append(token)
            switch BlockStructure.role(of: token) {
            case .opener: depth += 1
            case .closer: depth -= 1
            default: break
            }
            if depth <= 0, chunk.count >= chunkSize {
                nodes += try parseChunk(chunk, environment: environment)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        return nodes + (try parseChunk(chunk, environment: environment))
    }

    /// The nodes of `tokens` as Stencil parses them, a plain name's tag rendered by a
    /// `PlainVariableNode`.
    private static func parseChunk(_ tokens: [Token], environment: Environment) throws -> [NodeType] {
        PlainVariableNode.replacing(in: try TokenParser(tokens: tokens, environment: environment).parse())
    }
}

/// The bodies `ChunkedParsing` parsed ahead, each standing in its block as a tag of its own.
private final class ParsedBodies: Extension {
    private static let tagName = "vipera-parsed-body"
    /// The nodes of each stand-in tag, by the tag's identity (a template's own tag of that name
    /// is not one of them).
    private var bodies: [ObjectIdentifier: [NodeType]] = [:]

    override init() {
        super.init()
        registerTag(Self.tagName) { [unowned self] _, token in
            guard let nodes = bodies[ObjectIdentifier(token)] else {
                throw TemplateSyntaxError("Unknown template tag '\(Self.tagName)'")
            }
            return NodeSequence(nodes: nodes)
        }
    }

    /// A tag standing for `nodes`.
    func standIn(for nodes: [NodeType], at sourceMap: SourceMap) -> Token {
        let token = Token.block(value: Self.tagName, at: sourceMap)
        bodies[ObjectIdentifier(token)] = nodes
        return token
    }
}

/// Nodes rendered one after the other, as their block renders them.
private struct NodeSequence: NodeType {
    let nodes: [NodeType]
    var token: Token? { nil }

    func render(_ context: Context) throws -> String {
        try renderNodes(nodes, context)
    }
}
