@_spi(RawSyntax) import SwiftSyntax

/// The single pass over a file's syntax tree that collects its `FileFacts`.
final class FactCollector: SyntaxVisitor {
    private let lines: LineTable
    /// Whether bodies holding only mentions are read by `BodyScanner` rather than visited
    /// (always, but in the test that checks both give the same facts).
    private let scansBodies: Bool
    private(set) var facts: FileFacts
    /// Indices into `facts.types` of the declarations enclosing the current node.
    private var enclosing: [Int] = []
    /// For each of `facts.types`, the names its inheritance clause holds and the offset where the
    /// clause ends: a later mention of one of them is a mention in the body. A clause holds a few
    /// names, so comparing them costs less than hashing.
    private var inheritanceClauses: [(names: [String], end: Int)] = []
    /// The functions and initialisers enclosing the current node, innermost last.
    private var functions: [EnclosingFunction] = []
    /// The scanner of every body, made at the first scan (it needs the parser's copy of the text).
    private var scanner: BodyScanner?

    /// A collector for the tree parsed from `text`.
    init(path: String, text: String, scansBodies: Bool = true) {
        lines = LineTable(text)
        self.scansBodies = scansBodies
        facts = FileFacts(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    /// Where `node` is, without its trivia.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: position(at: node.positionAfterSkippingLeadingTrivia), end: position(at: node.endPositionBeforeTrailingTrivia))
    }

    /// The line and column of an offset in the file.
    func position(at offset: AbsolutePosition) -> SourcePosition {
        lines.position(at: offset.utf8Offset)
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            facts.imports.append(ImportFact(module: module, range: range(of: node)))
        }
        return .skipChildren
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .class, node.inheritanceClause)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .struct, node.inheritanceClause)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .enum, node.inheritanceClause)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .actor, node.inheritanceClause)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .protocol, node.inheritanceClause)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = DeclaredType(node.extendedType).names.last ?? node.extendedType.trimmedDescription
        return enter(name: name, at: range(of: node.extendedType), .extension, node.inheritanceClause)
    }

    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    private func enter(_ name: TokenSyntax, _ kind: TypeKind, _ inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        enter(name: name.text, at: range(of: name), kind, inheritance)
    }

    private func enter(name: String, at range: SourceRange, _ kind: TypeKind, _ inheritance: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        var fact = TypeFact(name: name, kind: kind, isNested: !enclosing.isEmpty, file: facts.path, range: range)
        // Read over the raw tree: no node is made for each inherited type.
        for inherited in RawTree.children(of: inheritance.map { RawInheritanceClauseSyntax($0.raw)?.inheritedTypes.raw } ?? nil) {
            guard let type = RawInheritedTypeSyntax(inherited)?.type.raw else { continue }
            if type.kind == .classRestrictionType
                || RawIdentifierTypeSyntax(type).map({ $0.name.tokenView.rawText == "AnyObject" && $0.genericArgumentClause == nil }) == true
            {
                fact.inherited.append("AnyObject")
            } else if let name = DeclaredType(raw: type).names.last {
                fact.inherited.append(name)
            }
        }
        enclosing.append(facts.types.count)
        inheritanceClauses.append((fact.inherited, inheritance?.endPosition.utf8Offset ?? 0))
        facts.types.append(fact)
        return .visitChildren
    }

    // MARK: Function type aliases

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if DeclaredType(node.initializer.value).isFunction { facts.functionTypeAliases.append(node.name.text) }
        return .visitChildren
    }

    // MARK: Properties

    /// A member's properties; then its type annotations, initialisers and accessors are scanned
    /// (or visited) as a body is.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = enclosing.last, node.parent?.is(MemberBlockItemSyntax.self) == true {
            let isRequirement = facts.types[owner].kind == .protocol
            for property in PropertyReader(declaration: node, isRequirement: isRequirement, collector: self).properties {
                facts.types[owner].properties.append(property)
            }
        }
        return scanOrVisit(node)
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }

    // MARK: Closures stored from function bodies

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Most sequences are not `a = b`: those are told from the raw tree, making no node.
        guard let raw = RawSequenceExprSyntax(node.raw)?.elements.raw.layoutView?.children,
            raw.count == 3, raw[1]?.kind == .assignmentExpr
        else { return .visitChildren }
        let elements = Array(node.elements)
        guard let owner = enclosing.last, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let closure = elements[2].as(ClosureExprSyntax.self),
            let (base, property) = ClosurePassingReader.assignmentTarget(elements[0])
        else {
            if let owner = enclosing.last, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let function = functions.last,
                let stored = ClosurePassingReader.storedParameter(
                    target: elements[0], value: elements[2], function: function.name, parameters: function.parameters)
            {
                facts.types[owner].storedParameters.append(stored)
            }
            return .visitChildren
        }
        let fact = closureFact(closure)
        facts.types[owner].closureAssignments.append(ClosureAssignment(base: base, property: property, closure: fact))
        return .visitChildren
    }

    // MARK: Closures passed to methods

    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind {
        if let owner = enclosing.last {
            facts.types[owner].releasedInDefer += DeferredRelease.propertiesSetToNil(in: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let owner = enclosing.last {
            facts.types[owner].closureArguments += ClosurePassingReader.closureArguments(node, fact: closureFact)
        }
        return .visitChildren
    }

    /// What `closure` captures, where it is.
    func closureFact(_ closure: ClosureExprSyntax) -> ClosureFact {
        ClosureFact(capturesSelfStrongly: ClosureCapture.capturesSelfStrongly(closure), file: facts.path, range: range(of: closure))
    }

    // MARK: Names mentioned

    /// Functions are most of a file and most hold only mentions: those are read by `BodyScanner`
    /// instead of visited node by node; the others are visited.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(EnclosingFunction(node), node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(EnclosingFunction(node), node)
    }

    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }
    override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

    /// Notes the function (its body may store a parameter) and scans or visits it.
    private func enterFunction(_ function: EnclosingFunction, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        functions.append(function)
        return scanOrVisit(node)
    }

    /// A function's parameters and result: in a function that needs the visitor, the body does.
    override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    /// A closure's parameters and capture list: what it captures is read from the closure.
    override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    /// An argument of a call: most pass no closure.
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    /// A statement: in a body that needs the visitor, most statements still hold only mentions.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    /// A declaration's attributes, modifiers, generic clauses and inheritance clause hold only
    /// mentions, almost always.
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { scanOrVisit(node) }

    /// Walks `node` when the scanner says so; otherwise notes its mentions and skips it.
    private func scanOrVisit(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        guard scansBodies else { return .visitChildren }
        if scanner == nil { scanner = BodyScanner(source: BodyScanner.parsedSource(of: node)) }
        scanner?.scan(node, in: functions.last)
        guard let scanner, !scanner.needsVisit else { return .visitChildren }
        if let owner = enclosing.last {
            for name in scanner.names {
                noteMention(of: name.text, by: owner, at: name.range.lowerBound) { self.lines.range(ofName: name.range) }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        mention(node.name)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        mention(node.name)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        mention(node.baseName)
        return .skipChildren
    }

    private func mention(_ token: TokenSyntax) {
        guard let owner = enclosing.last, let name = BodyScanner.capitalisedName(token.rawText) else { return }
        noteMention(of: name, by: owner, at: token.positionAfterSkippingLeadingTrivia.utf8Offset) { self.range(of: token) }
    }

    /// Records the first mention of `name` in the type `owner`, and the first one after its
    /// inheritance clause of a name that clause holds; `range` is only computed when recorded.
    private func noteMention(of name: String, by owner: Int, at offset: Int, _ range: () -> SourceRange) {
        // In place: reading `facts.types[owner]` first would copy the whole fact.
        facts.types[owner].noteMention(of: name, isInheritedInBody: self.isInheritedInBody(name, by: owner, at: offset), range)
    }

    /// Whether `name`, mentioned by `owner` at `offset`, is in its inheritance clause and the
    /// mention is after it.
    private func isInheritedInBody(_ name: String, by owner: Int, at offset: Int) -> Bool {
        let clause = inheritanceClauses[owner]
        return !clause.names.isEmpty && offset >= clause.end && clause.names.contains(name)
    }
}
