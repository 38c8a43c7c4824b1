import Stencil

/// `{% include "file" [context] %}`: Stencil's include, rendering the snippet's nodes parsed
/// once per run (Stencil's own parses the snippet again at every render), counted in the
/// render's `RenderBudget`.
struct SnippetInclude: NodeType {
    let token: Token?
    private let templateName: Variable
    private let includeContext: String?
    private let snippetNodes: (_ path: String) throws -> [NodeType]

    /// Reads the tag's arguments as Stencil's include does; `snippetNodes` gives the nodes of the
    /// template's text file at a path.
    init(token: Token, snippetNodes: @escaping (_ path: String) throws -> [NodeType]) throws {
        let bits = token.components
        guard bits.count == 2 || bits.count == 3 else {
            throw TemplateSyntaxError("'include' takes the file to include and, optionally, the context to pass to it")
        }
        self.token = token
        templateName = Variable(bits[1])
        includeContext = bits.count == 3 ? bits[2] : nil
        self.snippetNodes = snippetNodes
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'\(templateName)' could not be resolved as a string")
        }
        let budget = RenderBudget.of(context)
        try budget?.chargeInclude(at: token)
        do {
            let nodes = try snippetNodes(name)
            let values = includeContext.flatMap { context[$0] as? [String: Any] } ?? [:]
            let render = { try context.push(dictionary: values) { try renderNodes(nodes, context) } }
            return try budget?.chargeOutput(at: token, render) ?? render()
        } catch let error as TemplateSyntaxError {
            // As Stencil's include: the error is placed at this tag, the snippet's place kept.
            throw TemplateSyntaxError(reason: error.reason, stackTrace: error.stackTrace + (error.token.map { [$0] } ?? []))
        }
    }
}
