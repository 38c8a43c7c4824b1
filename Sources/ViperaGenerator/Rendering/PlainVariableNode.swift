import Stencil

/// `{{ name }}` for a plain name (no dot, subscript, filter or condition), rendered straight
/// from the context when its value is a string, as most of a template's tags are: Stencil
/// would parse the name as a number and a key path, and cast the value to a lazy value, a
/// resolvable, a node and a collection, before giving the same string. Any other value is
/// rendered by Stencil's own node.
final class PlainVariableNode: NodeType {
    private let name: String
    private let stencilNode: VariableNode

    var token: Token? { stencilNode.token }

    private init(name: String, stencilNode: VariableNode) {
        self.name = name
        self.stencilNode = stencilNode
    }

    /// `nodes` with each of Stencil's nodes of a plain name's tag replaced by one of these.
    static func replacing(in nodes: [NodeType]) -> [NodeType] {
        nodes.map { node in
            guard let variable = node as? VariableNode, let name = plainName(of: variable) else { return node }
            return PlainVariableNode(name: name, stencilNode: variable)
        }
    }

    func render(_ context: Context) throws -> String {
        // A string is neither lazy, resolvable, a node nor a collection: Stencil renders it as it is.
        if let value = context[name] as? String { return value }
        return try stencilNode.render(context)
    }

    /// Words Stencil reads as operators in a tag.
    private static let operators: Set<String> = ["and", "or", "not", "in"]

    /// The name `node`'s `{{ }}` tag holds, when it is a plain name: an identifier that Stencil
    /// reads neither as a literal (a number, `true`, `inf`…) nor as an operator.
    private static func plainName(of node: VariableNode) -> String? {
        guard let token = node.token, token.kind == .variable else { return nil }
        let words = token.components
        guard words.count == 1, let name = words.first, let first = name.unicodeScalars.first,
            first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({ $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }),
            !operators.contains(name), Int(name) == nil, Float(name) == nil, Bool(name) == nil
        else { return nil }
        return name
    }
}
