import SwiftSyntax

/// A protocol's property requirement made optional together with the property implementing it
/// (`var presenter: ChatInteractorOutput { get }` becomes `…Output? { get }` when the interactor's
/// `let presenter` becomes weak): only when the holder is the one type conforming to the protocol,
/// so no other conformer stops matching it. Reads through the protocol (`interactor.presenter`)
/// are the property's uses, which `OptionalUses` checks.
struct OptionalRequirement {
    let sources: FixSources
    let types: CodebaseTypes

    /// The edits making protocol `protocolName`'s requirement `name` optional, implemented by
    /// `holder`, or why the requirement must stay as it is.
    func edits(protocol protocolName: String, property name: String, holder: String) -> FixEdits {
        func refuse(_ reason: String) -> FixEdits { .failure(FixRefusal(reason: reason)) }
        let keep = "\(name) implements \(protocolName)'s requirement, which is not optional"
        let declarations = types.declarations(of: protocolName).filter { $0.kind != .extension }
        guard declarations.count == 1, let declaration = declarations.first, declaration.kind == .protocol else {
            return refuse("\(keep), and \(protocolName) is declared more than once")
        }
        if let exclusion = declaration.exclusion {
            return refuse("\(keep), declared in \(exclusion) (\(declaration.path)), which vipera does not edit")
        }
        if let other = types.inheriting(protocolName).first(where: { $0.name != holder || ![.class, .extension].contains($0.kind) }) {
            return refuse("\(keep), and \(other.name) conforms to \(protocolName) too")
        }
        guard let node = declaration.node(ProtocolDeclSyntax.self, in: sources), let file = sources.file(declaration.path),
            let type = Self.requirementType(name, in: node)
        else { return refuse(keep) }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return refuse(keep) }
        let needsParentheses = !(type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self))
        let end = file.edit(at: type.endPositionBeforeTrailingTrivia.utf8Offset, needsParentheses ? ")?" : "?")
        return .success(needsParentheses ? [file.edit(at: type.positionAfterSkippingLeadingTrivia.utf8Offset, "("), end] : [end])
    }

    /// The type of the property requirement `name` declared alone in `node`'s body, or `nil`.
    private static func requirementType(_ name: String, in node: ProtocolDeclSyntax) -> TypeSyntax? {
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            return binding.typeAnnotation?.type
        }
        return nil
    }
}
