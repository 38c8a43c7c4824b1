import SwiftSyntax

/// The uses of a stored property across the codebase, read as if the property became optional:
/// an assignment to it still type-checks, a statement calling or setting through it does with
/// `?` after it; any other use (passed on, returned, compared, read by a type vipera cannot
/// tell) means the property must stay non-optional.
struct OptionalUses {
    /// The class declaring the property.
    let holder: String
    let name: String

    /// The edits (`?` after uses) keeping every use type-checking, or the use that needs the
    /// non-optional type.
    func edits(in types: CodebaseTypes) -> FixEdits {
        if let timedOut = types.timedOutPaths.first {
            return .failure(FixRefusal(reason: "\(timedOut) took longer than lint.file_timeout to parse, so its uses of \(name) cannot be checked"))
        }
        var edits: [FixEdit] = []
        for file in types.files(using: name, of: holder) {
            switch file.withTree({ uses(in: $0, of: file) }) {
            case .success(let fileEdits): edits += fileEdits
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(edits)
    }

    /// The edits the uses of the property in `file` (whose tree is `tree`) need, or why one
    /// cannot be optional.
    private func uses(in tree: SourceFileSyntax, of file: FixSources.File) -> FixEdits {
        let finder = ReferenceFinder(name: name)
        finder.walk(tree)
        var edits: [FixEdit] = []
        for reference in finder.found {
            switch use(of: reference, in: file) {
            case .success(let edit): edits += edit.map { [$0] } ?? []
            case .failure(let refusal): return .failure(refusal)
            case nil: continue
            }
        }
        return .success(edits)
    }

    /// The edit a reference to `name` needs when it is a use of the property (`nil` for none),
    /// or why it cannot be optional; `nil` when the reference is not to the property.
    private func use(of reference: DeclReferenceExprSyntax, in file: FixSources.File) -> Result<FixEdit?, FixRefusal>? {
        let expression: ExprSyntax
        let place = { (node: ExprSyntax) in "\(file.path):\(file.position(at: node.positionAfterSkippingLeadingTrivia.utf8Offset).line)" }
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            switch MemberAccessBase(access) {
            case .implicit, .superOrType: return nil
            case .selfValue: guard Self.enclosingType(of: Syntax(access)) == holder else { return nil }
            case .other:
                return .failure(
                    FixRefusal(reason: "`\(access.trimmedDescription)` at \(place(ExprSyntax(access))) may read \(holder).\(name), and vipera cannot tell"))
            }
            expression = ExprSyntax(access)
        } else {
            guard Self.enclosingType(of: Syntax(reference)) == holder, !Self.isShadowed(name, at: Syntax(reference)) else { return nil }
            expression = ExprSyntax(reference)
        }
        if StatementChain.isAssigned(expression) { return .success(nil) }
        if StatementChain.isBase(expression) {
            return .success(file.edit(at: expression.endPositionBeforeTrailingTrivia.utf8Offset, "?"))
        }
        return .failure(FixRefusal(reason: "\(holder).\(name) is used as a non-optional value at \(place(expression)) (`\(Self.line(of: expression))`)"))
    }

    /// The statement holding `node`, trimmed, for messages.
    private static func line(of node: ExprSyntax) -> String {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) { current = parent }
        return current.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// The name of the type (or extended type) whose body holds `node`.
    static func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let declaration = node.asProtocol(NamedDeclSyntax.self),
                node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self)
                    || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self) || node.is(ProtocolDeclSyntax.self)
            {
                return declaration.name.text
            }
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
            current = node.parent
        }
        return nil
    }

    /// Whether a parameter or an earlier local of the function or closure around `node` is
    /// called `name`.
    private static func isShadowed(_ name: String, at node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == current.id { break }
                    if declares(name, item.item) { return true }
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return true
            }
            if let initializer = parent.as(InitializerDeclSyntax.self),
                initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return true
            }
            if let closure = parent.as(ClosureExprSyntax.self),
                closure.signature?.parameterClause.map({ clause in
                    switch clause {
                    case .simpleInput(let names): names.contains { $0.name.text == name }
                    case .parameterClause(let parameters): parameters.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
                    }
                }) == true
            {
                return true
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// Whether a statement declares a local `name` (`let name`, `guard let name`, `if let name`).
    private static func declares(_ name: String, _ item: CodeBlockItemSyntax.Item) -> Bool {
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return guardStatement.conditions.contains { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.trimmedDescription == name }
        }
        return false
    }
}

/// Collects the references to one name.
private final class ReferenceFinder: SyntaxVisitor {
    let name: String
    var found: [DeclReferenceExprSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name { found.append(node) }
        return .visitChildren
    }
}
