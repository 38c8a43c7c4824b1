import SwiftSyntax

/// Reads `defer { name = nil }`: a property the type lets go of as soon as the scope that used
/// it ends.
enum DeferredRelease {
    /// The properties (`name` or `self.name`) that `node`'s body sets to `nil` at its top level.
    static func propertiesSetToNil(in node: DeferStmtSyntax) -> [String] {
        node.body.statements.compactMap { statement in
            guard let sequence = statement.item.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].is(NilLiteralExprSyntax.self) else {
                return nil
            }
            if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = elements[0].as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                return member.declName.baseName.text
            }
            return nil
        }
    }
}
