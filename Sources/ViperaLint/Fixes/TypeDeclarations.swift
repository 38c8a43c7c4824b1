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
    /// Where a declaration's fact is: the index of its file in `files`, and of its fact in the
    /// file's `types` or, for an alias, `typeAliases`.
    private struct Place {
        let file: Int32
        let item: Int32
        let isAlias: Bool
    }

    private let sources: FixSources
    /// Every file's facts, in the files' order.
    private let files: [FileFacts]
    /// Each name's declarations, extensions and aliases, in the files' order; a declaration is
    /// made from its fact when asked for.
    private var byName: [String: [Place]] = [:]
    private var byInherited: [String: [Place]] = [:]
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
        for (fileIndex, file) in files.enumerated() {
            for (index, type) in file.types.enumerated() {
                let place = Place(file: Int32(fileIndex), item: Int32(index), isAlias: false)
                byName[type.name, default: []].append(place)
                for name in Set(type.inherited) { byInherited[name, default: []].append(place) }
            }
            for (index, alias) in file.typeAliases.enumerated() {
                byName[alias.name, default: []].append(Place(file: Int32(fileIndex), item: Int32(index), isAlias: true))
            }
        }
    }

    private func declaration(at place: Place) -> TypeDeclaration {
        let file = files[Int(place.file)]
        return place.isAlias ? TypeDeclaration(file.typeAliases[Int(place.item)], path: file.path) : TypeDeclaration(file.types[Int(place.item)])
    }

    /// The declarations, extensions and aliases of `name`.
    func declarations(of name: String) -> [TypeDeclaration] {
        (byName[name] ?? []).map(declaration(at:))
    }

    /// The declarations (extensions included) whose inheritance clause names `name`.
    func inheriting(_ name: String) -> [TypeDeclaration] {
        (byInherited[name] ?? []).map(declaration(at:))
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

    /// The properties called `name` that the codebase's types declare, each with the name of
    /// the type declaring it, in the files' order.
    func properties(named name: String) -> [(owner: String, property: PropertyFact)] {
        files.flatMap { file in file.types.flatMap { type in type.properties.filter { $0.name == name }.map { (type.name, $0) } } }
    }

    /// The type aliases called `name`.
    func aliases(named name: String) -> [TypeAliasFact] {
        (byName[name] ?? []).filter(\.isAlias).map { files[Int($0.file)].typeAliases[Int($0.item)] }
    }
}
