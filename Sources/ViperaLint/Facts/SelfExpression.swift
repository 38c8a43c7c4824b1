import SwiftSyntax

extension SyntaxProtocol {
    /// Whether this is the expression `self` itself.
    var isSelfExpression: Bool {
        self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether this is the `self` after a dot (`T.self`, `Payload.self`): a metatype or the value
    /// itself, never the instance the code is written in.
    var isSelfAfterDot: Bool {
        isSelfExpression && parent?.as(MemberAccessExprSyntax.self)?.declName.id == id
    }
}
