/// Which declaration a type name means where it is written, when several types share a simple
/// name: the `Interactor`, `Presenter` and `Worker` that each scene of an app declares in its own
/// namespace (`extension Polls { class Interactor }`), or a scene's own `BalancesFetcher` beside
/// the app's shared one. Each such type is known by its qualified name (`Polls.Interactor`); a
/// name with one declaration keeps its simple name, so nothing changes where no names clash.
///
/// A name is resolved as Swift looks it up (see `NameLookup`), with the qualifier it is written
/// with (`var interactor: Balances.Interactor?` written anywhere is `Balances.Interactor`); a
/// qualifier the code does not declare (a module's name, a framework type) leaves the simple
/// name. Two declarations with the same qualified name (a vendored copy in the same app) stay
/// one type, the first by path, as before. A property or a conformance written with a type
/// alias (`var presenter: PresentationLogic?` where the scene declares `typealias
/// PresentationLogic = FeesPresentationLogic`, a composition `EntryPoint = RegisterView &
/// UIViewController`) means the types the alias stands for, looked up where the alias is
/// declared, so two scenes' aliases of the same name stay apart.
struct TypeIdentities {
    /// The declarations names are looked up in.
    private let lookup: NameLookup
    /// Simple names declared by more than one type: their types are known by qualified names.
    private let clashing: Set<String>
    /// Whether no fact may name a type otherwise than by its key: no name clashes, no alias
    /// stands for other types, no property's type or conformance is written with a qualifier.
    let isEmpty: Bool

    /// How many aliases of aliases are followed before giving up (an alias chain that loops).
    private static let aliasDepth = 8

    /// The identities of the types `files` (in path order) declare.
    init(files: [FileFacts]) {
        lookup = NameLookup(files: files)
        clashing = lookup.clashingTypeNames
        isEmpty =
            clashing.isEmpty && !lookup.hasAliases
            && !files.contains { file in
                file.types.contains { !$0.inheritedQualifiers.isEmpty || $0.properties.contains { $0.typeNames.contains { $0.contains(".") } } }
            }
    }

    /// The key of the type declared at `path`: qualified where its simple name clashes.
    private func key(ofPath path: [String]) -> String {
        guard let name = path.last else { return "" }
        return clashing.contains(name) ? path.joined(separator: ".") : name
    }

    /// The key of the type `name` (a simple name) means when written inside the types `scope`
    /// (outermost first) of `file`; aliases are not followed.
    func key(of name: String, scope: [String], file: String) -> String {
        guard clashing.contains(name), let declaration = lookup.declaration(of: [name], scope: scope, file: file, where: { $0.alias == nil })
        else { return name }
        return key(ofPath: declaration.path)
    }

    /// The key of the type `fact` declares or extends.
    func key(of fact: TypeFact) -> String {
        key(of: fact.name, scope: fact.scope, file: fact.file)
    }

    /// The keys of the types `written` (a name as written, maybe qualified: `Balances.Interactor`)
    /// means inside the types `scope` of `file`, through the aliases it names: several for a
    /// composition; the alias's own name for an alias of a function type (a stored closure) or
    /// of nothing a property can own.
    func keys(of written: String, scope: [String], file: String) -> [String] {
        keys(of: written.split(separator: ".").map(String.init), scope: scope, file: file, depth: 0)
    }

    private func keys(of written: [String], scope: [String], file: String, depth: Int) -> [String] {
        guard let name = written.last else { return [] }
        guard let declaration = declaration(of: written, scope: scope, file: file, depth: depth) else {
            // A module's name or a framework type qualifies it: the name alone, as before.
            return written.count > 1 ? keys(of: [name], scope: scope, file: file, depth: depth) : [name]
        }
        guard let alias = declaration.alias else { return [key(ofPath: declaration.path)] }
        guard alias.kind != .function, !alias.targets.isEmpty, depth < Self.aliasDepth else { return [alias.name] }
        return alias.targets.flatMap { target in
            keys(of: target.split(separator: ".").map(String.init), scope: alias.scope, file: declaration.file, depth: depth + 1)
        }
    }

    /// The declaration `written` means; a qualifier that names an alias (`Model.SceneModel`
    /// with `typealias Model = Fees.Model`) is followed to the type it stands for.
    private func declaration(of written: [String], scope: [String], file: String, depth: Int) -> NameLookup.Declaration? {
        if let found = lookup.declaration(of: written, scope: scope, file: file) { return found }
        guard written.count > 1, depth < Self.aliasDepth,
            let head = lookup.declaration(of: [written[0]], scope: scope, file: file), let alias = head.alias,
            let target = alias.targets.first
        else { return nil }
        let resolved = target.split(separator: ".").map(String.init)
        guard let base = declaration(of: resolved, scope: alias.scope, file: head.file, depth: depth + 1) else { return nil }
        return lookup.declaration(at: base.path + written.dropFirst(), from: file)
    }

    /// `files` with every type name their facts refer to replaced by its key where names clash,
    /// qualifiers and aliases resolved. What no name in changes is not copied: the facts share it
    /// with `files`.
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
        func keys(_ written: String) -> [String] { self.keys(of: written, scope: scope, file: file) }
        fact.inherited = fact.inherited.flatMap { name in keys(((fact.inheritedQualifiers[name] ?? []) + [name]).joined(separator: ".")) }
        fact.genericParameters = Self.mapped(fact.genericParameters) { parameter in
            var parameter = parameter
            parameter.constraints = parameter.constraints.flatMap(keys)
            return parameter
        }
        fact.superclassArguments = Self.mapped(fact.superclassArguments) { $0.flatMap(keys) }
        fact.properties = Self.mapped(fact.properties) { property in
            var property = property
            property.typeNames = property.typeNames.flatMap(keys)
            // A constructed nested or module-qualified type (`Login.ViewController()`) is looked
            // up as written.
            property.exactType = property.exactType.map { $0.contains(".") ? keys($0).first ?? $0 : key($0) }
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
        fact.constructs = fact.constructs.renamed(key)
        fact.dequeues = fact.dequeues.renamed(key)
        fact.adds = fact.adds.renamed(key)
        fact.rootViews = fact.rootViews.renamed(key)
        fact.keeps = fact.keeps.renamed(key)
        fact.mentionedNames = fact.mentionedNames.renamed(key)
        fact.bodyMentionsOfInherited = fact.bodyMentionsOfInherited.renamed(key)
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
}
