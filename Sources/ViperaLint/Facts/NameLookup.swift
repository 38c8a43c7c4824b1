/// Which declaration, a type or a type alias, a name means where it is written, as Swift looks it
/// up: a qualified name (`Balances.Interactor`) means a declaration whose path ends with it; among
/// several, the one nearest the innermost enclosing type outward (`Interactor` written in
/// `Polls.Configurator` is `Polls.Interactor`), then the one the same file declares, then the
/// one in the nearest folder (another target of the app declaring the same name); an alias
/// declared inside a type is seen only from inside it or with its qualifier. Declarations
/// with the same path in several files (a `private typealias Output` at the top of each scene's
/// file, a vendored copy) are told apart the same way.
struct NameLookup {
    /// A type or alias declaration: its path (enclosing types, outermost first, and its name)
    /// and file; `alias` when it is a type alias.
    struct Declaration {
        let path: [String]
        let file: String
        let alias: TypeAliasFact?
    }

    /// For each simple name, its declarations, in path order.
    private let byName: [String: [Declaration]]
    /// The same declarations by their path joined with dots.
    private let byPath: [String: [Declaration]]

    /// The declarations (not extensions) and aliases `files` (in path order) hold.
    init(files: [FileFacts]) {
        var byName: [String: [Declaration]] = [:]
        var byPath: [String: [Declaration]] = [:]
        func add(_ declaration: Declaration) {
            guard let name = declaration.path.last else { return }
            byPath[declaration.path.joined(separator: "."), default: []].append(declaration)
            byName[name, default: []].append(declaration)
        }
        for file in files {
            for type in file.types where type.kind != .extension {
                add(Declaration(path: type.scope + [type.name], file: file.path, alias: nil))
            }
            for alias in file.typeAliases {
                add(Declaration(path: alias.scope + [alias.name], file: file.path, alias: alias))
            }
        }
        self.byName = byName
        self.byPath = byPath
    }

    /// The simple names of types (not aliases) declared with more than one path: the names that
    /// only a qualified name tells apart.
    var clashingTypeNames: Set<String> {
        Set(byName.filter { Set($0.value.lazy.filter { $0.alias == nil }.map(\.path)).count > 1 }.keys)
    }

    /// Whether the code declares a type alias.
    var hasAliases: Bool {
        byName.values.contains { $0.contains { $0.alias != nil } }
    }

    /// The declaration `written` (its name components, `["Balances", "Interactor"]`) means inside
    /// the types `scope` (outermost first) of `file`, among those `isCandidate` accepts; `nil`
    /// when the code declares none (a framework's type, a module name's member).
    func declaration(
        of written: [String], scope: [String], file: String, where isCandidate: (Declaration) -> Bool = { _ in true }
    ) -> Declaration? {
        guard let name = written.last, let named = byName[name] else { return nil }
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let found = byPath[(scope.prefix(depth) + written).joined(separator: "."), default: []].filter(isCandidate)
            if let nearest = Self.nearest(found, to: file) { return nearest }
        }
        // Elsewhere: a type whose path ends with the name (another file's namespace, another
        // target); an alias only where it is visible from anywhere, at the top level or named
        // with its qualifier (a name no alias of which is in scope is a generic parameter's or
        // a framework's, not the alias some other type declares for itself).
        let elsewhere = named.filter { declaration in
            declaration.path.count >= written.count && declaration.path.suffix(written.count).elementsEqual(written)
                && (declaration.alias == nil || declaration.path.count == written.count) && isCandidate(declaration)
        }
        return Self.nearest(elsewhere, to: file)
    }

    /// The declaration at `path` exactly, the one nearest `file` among several.
    func declaration(at path: [String], from file: String) -> Declaration? {
        Self.nearest(byPath[path.joined(separator: "."), default: []], to: file)
    }

    /// The one of `declarations` (in path order) that `file` declares, else the first of those in
    /// the folder nearest it.
    private static func nearest(_ declarations: [Declaration], to file: String) -> Declaration? {
        guard declarations.count > 1 else { return declarations.first }
        if let local = declarations.first(where: { $0.file == file }) { return local }
        let folders = Self.folders(of: file)
        return declarations.max { Self.shared(folders, $0.file) < Self.shared(folders, $1.file) }
    }

    /// The folders of a path, outermost first.
    private static func folders(of path: String) -> [Substring] {
        path.split(separator: "/").dropLast()
    }

    /// How many leading folders `path` shares with `folders`.
    private static func shared(_ folders: [Substring], _ path: String) -> Int {
        zip(folders, Self.folders(of: path)).prefix { $0 == $1 }.count
    }
}
