import SwiftSyntax

/// Reads `defer { name = nil }`: a property the type lets go of as soon as the scope that used
/// it ends.
enum DeferredRelease {
    /// The properties (`name` or `self.name`) that `node`'s body sets to `nil` at its top level.
    static func propertiesSetToNil(in node: DeferStmtSyntax) -> [String] {
        node.body.statements.compactMap { statement in
            guard let sequence = statement.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                assignment.value.is(NilLiteralExprSyntax.self)
            else { return nil }
            if let reference = assignment.target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = assignment.target.as(MemberAccessExprSyntax.self),
                member.base?.isSelfExpression == true
            {
                return member.declName.baseName.text
            }
            return nil
        }
    }
}
