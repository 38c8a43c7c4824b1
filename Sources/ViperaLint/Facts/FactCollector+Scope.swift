import SwiftSyntax

/// What a name or a node means where the fact pass (see `FactCollector`) reads it: a local or a
/// parameter of the function being read, a member of the type declaration around it, code an
/// instance runs.
extension FactCollector {
    /// Whether `expression` names a local of the function being read.
    func isLocal(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return localWirings.last?.declares(name) == true
    }

    /// Whether the current node is code an instance runs: in an instance method or initialiser,
    /// or in an instance property's initial value.
    var isInstanceCode: Bool {
        guard let function = functions.last else { return !isInStaticProperty }
        return !function.isTypeMember
    }

    /// Whether the current node is in a static or class property's declaration: counted as the
    /// collector enters and leaves such declarations outside function bodies.
    var isInStaticProperty: Bool { staticPropertyDepth > 0 }

    /// Whether `name`, where `node` uses it, names an instance method of the type declaration
    /// around `node`, not a local or a parameter of the function being read.
    func isOwnMethod(_ name: String, around node: some SyntaxProtocol) -> Bool {
        isOwnMember(name, around: node, orProperty: false)
    }

    /// Whether `name`, where `node` uses it, names an instance method (or, `orProperty`, an
    /// instance property) of the type declaration around `node` (in an `#if` block or not), not
    /// a local or a parameter of the function being read.
    func isOwnMember(_ name: String, around node: some SyntaxProtocol, orProperty: Bool) -> Bool {
        declaration(around: node, naming: name).map { OwnMembers.declares(name, in: $0, orProperty: orProperty) } ?? false
    }

    /// Whether `name`, where `node` uses it, names a strong stored instance property of the type
    /// declaration around `node`, not a local or a parameter of the function being read.
    func isStrongProperty(_ name: String, around node: some SyntaxProtocol) -> Bool {
        declaration(around: node, naming: name).map { OwnMembers.declaresStrongProperty(name, in: $0) } ?? false
    }

    /// The type declaration around `node`, unless `name` there is a local or a parameter of the
    /// function being read.
    func declaration(around node: some SyntaxProtocol, naming name: String) -> (any DeclGroupSyntax)? {
        guard !(localWirings.last?.declares(name) ?? false), !(functions.last?.parameters.contains { $0.name == name } ?? false) else { return nil }
        return node.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) })
    }

    /// The class a local of the function being read holds (see `LocalWiring.containedType`).
    func containedType(_ value: ExprSyntax) -> String? {
        localWirings.last?.containedType(of: value)
    }

    /// The class `expression` is known to hold (an instance of it or of a subclass), where the
    /// code says: a construction (`LoginView()`), a local constructed or cast (`let view =
    /// LoginView()`, `guard let navigation = x as? UINavigationController`), a parameter or an
    /// instance property of the type around it declared with a class (`to: UINavigationController`,
    /// `self.postsController`); `nil` when nothing tells.
    func knownClass(of expression: ExprSyntax) -> String? {
        declaredClass(of: expression).flatMap { name in Self.isGenericParameter(name, around: expression) ? nil : name }
    }

    /// `knownClass(of:)`, generic parameters not yet told apart from classes.
    private func declaredClass(of expression: ExprSyntax) -> String? {
        if let constructed = Construction.type(of: expression) { return constructed }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelfExpression == true {
            return expression.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) })
                .flatMap { OwnMembers.declaredClass(of: member.declName.baseName.text, in: $0) }
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if let local = localWirings.last, local.declares(name) { return local.constructedType(of: expression) ?? local.castType(of: expression) }
        if let parameter = functions.last?.parameters.last(where: { $0.name == name }) { return parameter.typeName }
        return declaration(around: expression, naming: name).flatMap { OwnMembers.declaredClass(of: name, in: $0) }
    }

    /// Whether `name` is a generic parameter of a function, initialiser or type around `node`
    /// (`T` in `func add<T: Page>(_ page: T)`): it names no class.
    private static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            let clause =
                ancestor.as(FunctionDeclSyntax.self)?.genericParameterClause ?? ancestor.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? ancestor.as(ClassDeclSyntax.self)?.genericParameterClause ?? ancestor.as(StructDeclSyntax.self)?.genericParameterClause
                ?? ancestor.as(EnumDeclSyntax.self)?.genericParameterClause ?? ancestor.as(ActorDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = ancestor.parent
        }
        return false
    }
}
