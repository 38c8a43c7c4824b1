import SwiftSyntax

/// A type declaration, extension or type alias as the fix planner sees it, from the facts the
/// run collected: its name, kind, the names in its inheritance clause and where it is.
struct TypeDeclaration {
    enum Kind: Equatable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`, `typealias`
    }

    let name: String
    let kind: Kind
    /// The inherited types' names (`AnyObject`, `NSObject`, `LoginView`; see `TypeFact.inherited`).
    let inherited: [String]
    /// Attribute names without `@` or module (`objc`).
    let attributes: [String]
    /// The properties declared in its body (a protocol's: its requirements).
    let properties: [PropertyFact]
    /// The file, as findings name it.
    let path: String
    /// Its name token (an extension's: the extended type).
    let range: SourceRange

    init(_ fact: TypeFact) {
        name = fact.name
        kind =
            switch fact.kind {
            case .class: .class
            case .struct: .struct
            case .enum: .enum
            case .actor: .actor
            case .protocol: .protocol
            case .extension: .extension
            }
        (inherited, attributes, properties, path, range) = (fact.inherited, fact.attributes, fact.properties, fact.file, fact.range)
    }

    init(_ alias: TypeAliasFact, path: String) {
        (name, kind, inherited, attributes, properties) = (alias.name, .typealias, [], [], [])
        (self.path, range) = (path, alias.range)
    }

    /// Why vipera leaves its file alone (generated or vendored code), or `nil`.
    var exclusion: String? { ExcludedFolders.reason(for: path) }

    /// Its syntax node, from its file parsed.
    func node<Node: SyntaxProtocol>(_ kind: Node.Type, in sources: FixSources) -> Node? {
        sources.file(path)?.node(kind, around: range.start)
    }
}

/// The codebase as the fix planner asks about it, from the facts the run collected: each name's
/// type declarations and aliases, and the files where a property may be declared or used. A file
/// whose facts the run could not collect (it does not parse) is read, and its facts are collected
/// from the tree the parser recovered.
final class CodebaseTypes {
    private let sources: FixSources
    /// Every file's facts, in the files' order.
    private let files: [FileFacts]
    private var byName: [String: [TypeDeclaration]] = [:]
    private var byInherited: [String: [TypeDeclaration]] = [:]
    /// The indices in `files` of the files reaching each member name through other values, built
    /// when first asked for.
    private lazy var accessing: [String: [Int]] = {
        var accessing: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for name in file.memberAccesses { accessing[name, default: []].append(index) }
        }
        return accessing
    }()

    /// The files the run gave up on after `lint.file_timeout`: nothing of them is known, and
    /// they are not parsed again here.
    let timedOutPaths: [String]

    init(_ facts: [FileFacts], sources: FixSources) {
        self.sources = sources
        files = facts.map { facts in facts.problem?.kind == .unparsed ? sources.file(facts.path)?.recoveredFacts ?? facts : facts }
        timedOutPaths = facts.filter { $0.problem?.kind == .timedOut }.map(\.path)
        for file in files {
            let declarations = file.types.map(TypeDeclaration.init) + file.typeAliases.map { TypeDeclaration($0, path: file.path) }
            for declaration in declarations {
                byName[declaration.name, default: []].append(declaration)
                for name in Set(declaration.inherited) { byInherited[name, default: []].append(declaration) }
            }
        }
    }

    /// The declarations, extensions and aliases of `name`.
    func declarations(of name: String) -> [TypeDeclaration] {
        byName[name] ?? []
    }

    /// The declarations (extensions included) whose inheritance clause names `name`.
    func inheriting(_ name: String) -> [TypeDeclaration] {
        byInherited[name] ?? []
    }

    /// The kind `name` is declared as in the codebase (not counting extensions), or `nil` when it
    /// is declared elsewhere or more than once with different kinds.
    func kind(of name: String) -> TypeDeclaration.Kind? {
        let kinds = declarations(of: name).map(\.kind).filter { $0 != .extension }
        guard let first = kinds.first, kinds.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The files where the property `name` of `holder` may be used, in order: those declaring or
    /// extending `holder`, and those reaching a member `name` through other values.
    func files(using name: String, of holder: String) -> [FixSources.File] {
        let holderFiles = Set(declarations(of: holder).filter { $0.kind != .typealias }.map(\.path))
        let indices = Set(accessing[name] ?? []).union(files.indices.filter { holderFiles.contains(files[$0].path) })
        return indices.sorted().compactMap { sources.file(files[$0].path) }
    }

    /// The files whose types declare a property `name`, in order.
    func files(declaringProperty name: String) -> [FixSources.File] {
        files.filter { file in file.types.contains { $0.properties.contains { $0.name == name } } }.compactMap { sources.file($0.path) }
    }
}
