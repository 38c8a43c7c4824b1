import SwiftSyntax

/// The instance members a type declaration declares, in `#if` blocks or not: what a name used
/// without `self.` in its body may mean.
enum OwnMembers {
    /// Whether `declaration` declares an instance method named `name` (or, `orProperty`, an
    /// instance property).
    static func declares(_ name: String, in declaration: some DeclGroupSyntax, orProperty: Bool) -> Bool {
        declarations(in: declaration.memberBlock.members).contains { member in
            if let function = member.as(FunctionDeclSyntax.self) {
                return function.name.text == name && !function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            }
            guard orProperty, let variable = member.as(VariableDeclSyntax.self), !FactCollector.isTypeMember(variable) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// Whether `declaration` declares a stored instance property named `name` that holds its
    /// value strongly: not `weak` or `unowned`, not computed.
    static func declaresStrongProperty(_ name: String, in declaration: some DeclGroupSyntax) -> Bool {
        declarations(in: declaration.memberBlock.members).contains { member in
            guard let variable = member.as(VariableDeclSyntax.self), !FactCollector.isTypeMember(variable),
                !variable.modifiers.contains(where: { [.keyword(.weak), .keyword(.unowned)].contains($0.name.tokenKind) })
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.accessorBlock == nil }
        }
    }

    /// The class the instance property `name` of `declaration` is declared with (see
    /// `DeclaredClass`) or constructs as its initial value; `nil` when neither tells. For an
    /// extension, the property is looked for in the type's declaration in the same file.
    static func declaredClass(of name: String, in declaration: some DeclGroupSyntax) -> String? {
        if let extended = declaration.as(ExtensionDeclSyntax.self) {
            return typeDeclaration(extendedBy: extended).flatMap { declaredClass(of: name, in: $0) }
        }
        for member in declarations(in: declaration.memberBlock.members) {
            guard let variable = member.as(VariableDeclSyntax.self), !FactCollector.isTypeMember(variable) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.typeAnnotation.flatMap { DeclaredClass.named(by: $0.type) }
                    ?? binding.initializer.flatMap { Construction.type(of: $0.value) }
            }
        }
        return nil
    }

    /// The declaration, at the top level of the same file, of the type `extensionDecl` extends.
    private static func typeDeclaration(extendedBy extensionDecl: ExtensionDeclSyntax) -> (any DeclGroupSyntax)? {
        let name = extensionDecl.extendedType.trimmedDescription
        guard let file = extensionDecl.root.as(SourceFileSyntax.self) else { return nil }
        for statement in file.statements {
            if let type = statement.item.as(ClassDeclSyntax.self), type.name.text == name { return type }
            if let type = statement.item.as(ActorDeclSyntax.self), type.name.text == name { return type }
        }
        return nil
    }

    /// The declarations of `members`, those of every `#if` clause among them included.
    private static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let list)? = clause.elements else { return [] }
                return declarations(in: list)
            }
        }
    }
}
