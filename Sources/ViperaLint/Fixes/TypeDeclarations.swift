import SwiftSyntax

/// A type declaration or extension as the fix planner sees it: its name, kind and the names
/// in its inheritance clause.
struct TypeDeclaration {
    enum Kind: Equatable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`, `typealias`
    }

    let name: String
    let kind: Kind
    /// The inherited types' names, as written (`AnyObject`, `NSObject`, `LoginView`).
    let inherited: [String]
    let node: Syntax
    let file: FixSources.File

    /// Every type declaration and extension of `file`, nested ones included (by their own name).
    static func all(in file: FixSources.File) -> [TypeDeclaration] {
        let collector = Collector(file: file)
        collector.walk(file.tree)
        return collector.found
    }

    private final class Collector: SyntaxVisitor {
        let file: FixSources.File
        var found: [TypeDeclaration] = []

        init(file: FixSources.File) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private func add(_ name: String, _ kind: Kind, _ clause: InheritanceClauseSyntax?, _ node: some SyntaxProtocol) {
            let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            found.append(TypeDeclaration(name: name, kind: kind, inherited: inherited, node: Syntax(node), file: file))
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, .class, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, .struct, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, .enum, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, .actor, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, .protocol, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.extendedType.trimmedDescription, .extension, node.inheritanceClause, node)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(TypeDeclaration(name: node.name.text, kind: .typealias, inherited: [], node: Syntax(node), file: file))
            return .skipChildren
        }
    }
}

/// The type declarations of the codebase, read from the files that mention a name when first
/// asked about it.
final class CodebaseTypes {
    private let sources: FixSources
    private var byFile: [String: [TypeDeclaration]] = [:]
    private var byName: [String: [TypeDeclaration]] = [:]

    init(_ sources: FixSources) {
        self.sources = sources
    }

    /// The keywords that declare a type (or extend one) by the name after them.
    private static let declaring = ["class", "struct", "enum", "actor", "protocol", "extension", "typealias"]

    /// The declarations and extensions of `name`.
    func declarations(of name: String) -> [TypeDeclaration] {
        if let known = byName[name] { return known }
        let found = files(where: name, follows: Self.declaring).flatMap(declarations(in:)).filter { $0.name == name }
        byName[name] = found
        return found
    }

    /// The declarations (extensions included) whose inheritance clause names `name`.
    func inheriting(_ name: String) -> [TypeDeclaration] {
        files(where: name, follows: [":", ","]).flatMap(declarations(in:)).filter { $0.inherited.contains(name) }
    }

    /// The files where `name` follows one of `leaders`: only those are parsed.
    private func files(where name: String, follows leaders: [String]) -> [FixSources.File] {
        sources.files(mentioning: name).filter { WordScan.occurs(name, after: leaders, in: $0.text) }
    }

    /// The kind `name` is declared as in the codebase (not counting extensions), or `nil` when it
    /// is declared elsewhere or more than once with different kinds.
    func kind(of name: String) -> TypeDeclaration.Kind? {
        let kinds = Set(declarations(of: name).map(\.kind).filter { $0 != .extension }.map { "\($0)" })
        guard kinds.count == 1 else { return nil }
        return declarations(of: name).first { $0.kind != .extension }?.kind
    }

    private func declarations(in file: FixSources.File) -> [TypeDeclaration] {
        if let known = byFile[file.path] { return known }
        let found = TypeDeclaration.all(in: file)
        byFile[file.path] = found
        return found
    }
}
