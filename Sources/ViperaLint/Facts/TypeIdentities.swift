/// Which declaration a type name means where it is written, when several types share a simple
/// name: the `Interactor`, `Presenter` and `Worker` that each scene of an app declares in its own
/// namespace (`extension Polls { class Interactor }`), or a scene's own `BalancesFetcher` beside
/// the app's shared one. Each such type is known by its qualified name (`Polls.Interactor`); a
/// name with one declaration keeps its simple name, so nothing changes where no names clash.
///
/// A name is resolved as Swift looks it up: from the innermost enclosing type outward
/// (`Interactor` written in `Polls.Configurator` is `Polls.Interactor`), then by the declaring
/// file, then by the nearest folder. Two declarations with the same qualified name (a vendored
/// copy in the same app) stay one type, the first by path, as before. A property typed by a
/// protocol-composition alias (`var entry: EntryPoint?`) holds what the alias joins.
struct TypeIdentities {
    /// A declaration of a clashing name: its qualified name (the key rules know it by) and file.
    private struct Declared {
        let key: String
        let file: String
    }

    /// For each simple name declared with more than one qualified name, its declarations, in
    /// path order.
    private let clashing: [String: [Declared]]
    /// The names each protocol-composition alias joins, for aliases no type shares a name with.
    private let compositions: [String: [String]]

    /// The identities of the types `files` (in path order) declare.
    init(files: [FileFacts]) {
        var declared: [String: [Declared]] = [:]
        for file in files {
            for type in file.types where type.kind != .extension {
                let key = (type.scope + [type.name]).joined(separator: ".")
                guard declared[type.name]?.contains(where: { $0.key == key }) != true else { continue }
                declared[type.name, default: []].append(Declared(key: key, file: file.path))
            }
        }
        clashing = declared.filter { $0.value.count > 1 }
        var compositions: [String: [String]] = [:]
        for file in files {
            for alias in file.typeAliases where alias.kind == .composition && declared[alias.name] == nil && compositions[alias.name] == nil {
                compositions[alias.name] = alias.members
            }
        }
        self.compositions = compositions
    }

    /// Whether no simple name is declared twice and no alias joins names: every name is its
    /// own key.
    var isEmpty: Bool { clashing.isEmpty && compositions.isEmpty }

    /// The key of the type `name` means when written inside the types `scope` (outermost first)
    /// of `file`.
    func key(of name: String, scope: [String], file: String) -> String {
        guard let candidates = clashing[name] else { return name }
        for depth in stride(from: scope.count, through: 0, by: -1) {
            let qualified = (scope.prefix(depth) + [name]).joined(separator: ".")
            if candidates.contains(where: { $0.key == qualified }) { return qualified }
        }
        if let local = candidates.first(where: { $0.file == file }) { return local.key }
        let folders = Self.folders(of: file)
        let nearest = candidates.max { Self.shared(folders, $0.file) < Self.shared(folders, $1.file) }
        return nearest?.key ?? name
    }

    /// The key of the type `fact` declares or extends.
    func key(of fact: TypeFact) -> String {
        key(of: fact.name, scope: fact.scope, file: fact.file)
    }

    /// `files` with every type name their facts refer to replaced by its key where names clash,
    /// and a property typed by a composition alias typed by the names the alias joins. What no
    /// name in changes is not copied: the facts share it with `files`.
    func resolved(_ files: [FileFacts]) -> [FileFacts] {
        guard !isEmpty else { return files }
        return files.map { file in
            var file = file
            file.types = file.types.map(resolved)
            file.filledProperties = Self.mapped(file.filledProperties) { fill in
                var fill = fill
                fill.constructed = fill.constructed.map { key(of: $0, scope: [], file: file.path) }
                return fill
            }
            return file
        }
    }

    /// `fact` with the names it refers to replaced, looked up from inside its body.
    private func resolved(_ fact: TypeFact) -> TypeFact {
        var fact = fact
        let scope = fact.scope + [fact.name]
        let file = fact.file
        func key(_ name: String) -> String { self.key(of: name, scope: scope, file: file) }
        func keyed<Value>(_ dictionary: [String: Value]) -> [String: Value] {
            guard dictionary.keys.contains(where: { key($0) != $0 }) else { return dictionary }
            return Dictionary(dictionary.map { (key($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        fact.inherited = Self.mapped(fact.inherited, key)
        fact.properties = Self.mapped(fact.properties) { property in
            var property = property
            property.typeNames = property.typeNames.flatMap { compositions[$0] ?? [$0] }.map(key)
            property.exactType = property.exactType.map(key)
            return property
        }
        fact.closureArguments = Self.mapped(fact.closureArguments) { argument in
            var argument = argument
            argument.constructed = argument.constructed.map(key)
            return argument
        }
        fact.wirings = Self.mapped(fact.wirings) { wiring in
            var wiring = wiring
            wiring.type = key(wiring.type)
            return wiring
        }
        fact.constructs = keyed(fact.constructs)
        fact.mentionedNames = keyed(fact.mentionedNames)
        fact.bodyMentionsOfInherited = keyed(fact.bodyMentionsOfInherited)
        return fact
    }

    /// `values` with `transform` applied to each, still sharing their storage when it changes none.
    private static func mapped<Value: Equatable>(_ values: [Value], _ transform: (Value) -> Value) -> [Value] {
        var result = values
        for index in values.indices {
            let value = transform(values[index])
            if value != values[index] { result[index] = value }
        }
        return result
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
