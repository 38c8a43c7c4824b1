import SwiftSyntax

extension SyntaxProtocol {
    /// Whether this is the expression `self` itself.
    var isSelfExpression: Bool {
        self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
