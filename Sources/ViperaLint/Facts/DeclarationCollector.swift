import SwiftSyntax

/// The part of the pass over a file's syntax tree (see `FactCollector`) that reads declarations:
/// imports, the types declared or extended and where they nest, type aliases, and the names
/// each type's body mentions. It keeps the enclosing types that `FactCollector` records members in.
class DeclarationCollector: SyntaxVisitor {
    private let lines: LineTable
    /// What the pass has collected so far; `FactCollector` adds the types' members.
    var facts: FileFacts
    /// Indices into `facts.types` of the declarations enclosing the current node.
    private(set) var enclosing: [Int] = []
    /// The qualified names of the types `enclosing` declares or extends, as name components.
    private var enclosingPaths: [[String]] = []
    /// For each of `facts.types`, the names its inheritance clause holds and the offset where the
    /// clause ends: a later mention of one of them is a mention in the body. A clause holds a few
    /// names, so comparing them costs less than hashing.
    private var inheritanceClauses: [(names: [String], end: Int)] = []
    /// For each of `facts.types`, the first places its body records, looked up by name while the
    /// file is read and stored in the facts as `FirstPlaces` at its end.
    var firstPlaces: [FirstPlacesInBody] = []

    /// The first places a type's body records (see the `TypeFact` fields of the same names).
    struct FirstPlacesInBody {
        var constructs: [String: SourceRange] = [:]
        var assignsSelf: [String: SourceRange] = [:]
        var handsSelf: [String: SourceRange] = [:]
        var dequeues: [String: SourceRange] = [:]
        var adds: [String: SourceRange] = [:]
        var rootViews: [String: SourceRange] = [:]
        var keeps: [String: SourceRange] = [:]
        var mentionedNames: [String: SourceRange] = [:]
        var bodyMentionsOfInherited: [String: SourceRange] = [:]

        /// Records `insertion` where `range` says, unless an earlier one handed over its class
        /// the same way.
        mutating func note(_ insertion: HierarchyInsertion, at range: () -> SourceRange) {
            switch insertion.kind {
            case .dequeues: if dequeues[insertion.type] == nil { dequeues[insertion.type] = range() }
            case .adds: if adds[insertion.type] == nil { adds[insertion.type] = range() }
            case .becomesView: if rootViews[insertion.type] == nil { rootViews[insertion.type] = range() }
            case .keeps: if keeps[insertion.type] == nil { keeps[insertion.type] = range() }
            }
        }
    }

    /// A collector for the tree parsed from `text`.
    init(path: String, text: String) {
        lines = LineTable(text)
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
            facts.imports.append(ImportFact(module: SharedNames.shared(module), range: range(of: node)))
        }
        return .skipChildren
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = enter(node.name, .class, node.inheritanceClause, node.attributes, isEmpty: node.memberBlock.members.isEmpty)
        facts.types[facts.types.count - 1].genericParameters = GenericParameter.parameters(node.genericParameterClause, node.genericWhereClause)
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type {
            facts.types[facts.types.count - 1].superclassArguments = GenericParameter.arguments(of: superclass)
        }
        return next
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .struct, node.inheritanceClause, node.attributes, isEmpty: node.memberBlock.members.isEmpty)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .enum, node.inheritanceClause, node.attributes, isEmpty: node.memberBlock.members.isEmpty)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .actor, node.inheritanceClause, node.attributes, isEmpty: node.memberBlock.members.isEmpty)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, .protocol, node.inheritanceClause, node.attributes, isEmpty: node.memberBlock.members.isEmpty)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = DeclaredType(node.extendedType).names.last.map(DeclaredType.simpleName) ?? node.extendedType.trimmedDescription
        return enter(name: name, qualifier: DeclaredType.qualifier(of: node.extendedType), at: range(of: node.extendedType), .extension, node.inheritanceClause)
    }

    /// Records `names`, declared by the function or variable `node`, when `node` is at the
    /// file's top level, there or in an `#if` block (`#if canImport(UIKit)` around the whole
    /// file), or a member of a top-level extension (see `FileFacts.functionNames`).
    func noteFunctionNames(_ names: [String], declaredBy node: some SyntaxProtocol) {
        let isTopLevel = enclosing.isEmpty && Self.isAtTopLevel(node)
        let isExtensionMember =
            enclosing.count == 1 && facts.types[enclosing[0]].kind == .extension && node.parent?.is(MemberBlockItemSyntax.self) == true
        if isTopLevel || isExtensionMember { facts.functionNames += names.map(SharedNames.shared) }
    }

    /// Whether `node`, a statement's item, lies in the file's top-level statements, or in an
    /// `#if` block's among them, not in a function's or closure's body.
    private static func isAtTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var ancestor = node.parent?.parent
        while let list = ancestor, list.is(CodeBlockItemListSyntax.self) {
            guard let holder = list.parent else { return false }
            if holder.is(SourceFileSyntax.self) { return true }
            // An `#if` clause's statements: its `#if` is itself a statement of the list above.
            guard holder.is(IfConfigClauseSyntax.self), let ifConfig = holder.parent?.parent, ifConfig.is(IfConfigDeclSyntax.self) else { return false }
            ancestor = ifConfig.parent?.parent
        }
        return false
    }

    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    private func enter(
        _ name: TokenSyntax, _ kind: TypeKind, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax, isEmpty: Bool
    ) -> SyntaxVisitorContinueKind {
        enter(name: name.text, at: range(of: name), kind, inheritance, attributes, isEmpty: isEmpty)
    }

    private func enter(
        name: String, qualifier: [String] = [], at range: SourceRange, _ kind: TypeKind, _ inheritance: InheritanceClauseSyntax?,
        _ attributes: AttributeListSyntax? = nil, isEmpty: Bool = false
    ) -> SyntaxVisitorContinueKind {
        var fact = TypeFact(name: SharedNames.shared(name), kind: kind, isNested: !enclosing.isEmpty, file: facts.path, range: range)
        fact.isEmpty = isEmpty
        fact.scope = (enclosingPaths.last ?? []) + qualifier
        enclosingPaths.append(fact.scope + [name])
        // `@SwiftUI.MainActor` is `@MainActor`.
        fact.attributes =
            attributes?.compactMap { $0.as(AttributeSyntax.self) }
            .map { String($0.attributeName.trimmedDescription.split(separator: ".").last ?? "") } ?? []
        for inherited in inheritance?.inheritedTypes ?? [] {
            guard let name = DeclaredType.inheritedName(inherited.type) else { continue }
            fact.inherited.append(name)
            let qualifier = DeclaredType.qualifier(of: inherited.type)
            if !qualifier.isEmpty { fact.inheritedQualifiers[name] = qualifier }
        }
        enclosing.append(facts.types.count)
        inheritanceClauses.append((fact.inherited, inheritance?.endPosition.utf8Offset ?? 0))
        firstPlaces.append(FirstPlacesInBody())
        facts.types.append(fact)
        return .visitChildren
    }

    private func leave() {
        enclosing.removeLast()
        enclosingPaths.removeLast()
    }

    /// Stores the first places each type's body recorded, and leaves the facts' arrays no
    /// spare capacity: a codebase's facts are all held at once.
    override func visitPost(_ node: SourceFileSyntax) {
        for (index, places) in firstPlaces.enumerated() {
            facts.types[index].constructs = FirstPlaces(places.constructs)
            facts.types[index].assignsSelf = FirstPlaces(places.assignsSelf)
            facts.types[index].handsSelf = FirstPlaces(places.handsSelf)
            facts.types[index].dequeues = FirstPlaces(places.dequeues)
            facts.types[index].adds = FirstPlaces(places.adds)
            facts.types[index].rootViews = FirstPlaces(places.rootViews)
            facts.types[index].keeps = FirstPlaces(places.keeps)
            facts.types[index].mentionedNames = FirstPlaces(places.mentionedNames)
            facts.types[index].bodyMentionsOfInherited = FirstPlaces(places.bodyMentionsOfInherited)
        }
        facts.trimCapacity()
    }

    // MARK: Type aliases

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.typeAliases.append(TypeAliasFact(node, scope: enclosingPaths.last ?? [], range: range(of: node.name)))
        return .visitChildren
    }

    // MARK: Names mentioned

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
        // The rest is argument labels.
        return .skipChildren
    }

    // MARK: Nothing to collect

    /// Literals and the text of strings hold no name and no declaration.
    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Records the first mention of a capitalised name in the innermost enclosing type, and the
    /// first one after its inheritance clause of a name that clause holds.
    private func mention(_ token: TokenSyntax) {
        guard let owner = enclosing.last else { return }
        let name = token.text
        guard Self.isCapitalised(name) else { return }
        guard firstPlaces[owner].mentionedNames[name] != nil else {
            firstPlaces[owner].mentionedNames[SharedNames.shared(name)] = range(of: token)
            return
        }
        guard isInheritedInBody(name, by: owner, at: token), firstPlaces[owner].bodyMentionsOfInherited[name] == nil else { return }
        firstPlaces[owner].bodyMentionsOfInherited[SharedNames.shared(name)] = range(of: token)
    }

    /// Whether `name`, mentioned by `owner` at `token`, is in its inheritance clause and the
    /// mention is after it.
    private func isInheritedInBody(_ name: String, by owner: Int, at token: TokenSyntax) -> Bool {
        let clause = inheritanceClauses[owner]
        return !clause.names.isEmpty && token.positionAfterSkippingLeadingTrivia.utf8Offset >= clause.end && clause.names.contains(name)
    }

    /// Whether `name` starts with a capital letter; an ASCII first byte is decided without asking
    /// Unicode.
    private static func isCapitalised(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }
}
