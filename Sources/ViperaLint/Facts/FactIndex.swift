import ViperaCore

/// Every file's facts joined into one view of the codebase, with the profile's reading of
/// which type plays which role in which module. Rules run on it.
public struct FactIndex: Sendable {
    public let profile: Profile
    /// The files, in path order, each type name their facts refer to resolved to its key.
    public let files: [FileFacts]
    /// The paths of the files that are test code, by path or content (see `TestCode`).
    let testFiles: Set<String>
    /// Types by key: the simple name, qualified where several types share it (see `TypeIdentities`).
    public let types: [String: TypeInfo]
    /// Which declaration a name means where it is written.
    private let identities: TypeIdentities
    /// The same types, in name order (the order rules report in).
    public let typesInNameOrder: [TypeInfo]
    /// For each type name, the names of everything it inherits from or conforms to, transitively.
    private let ancestors: [String: Set<String>]
    /// For each name, the classes and actors that are, inherit from or conform to it.
    private let referenceTypesReaching: [String: [String]]
    /// Names that structs or enums inherit from or conform to.
    private let valueTypeAncestors: Set<String>
    /// Names of function types declared with `typealias`.
    public let functionTypeAliases: Set<String>
    /// What the code puts into properties, and into whose (see `PropertyFills`).
    let fills: PropertyFills
    /// Modules that declare at least one role protocol.
    public let knownModules: Set<String>
    /// The modules, as every picture and report counts them (see `ModuleList`).
    public let modules: Set<String>
    /// Protocols named like a module's role that are no module's role, for the naming rules: a
    /// capability the app shares, which types of several other modules adopt
    /// (`NavigationCoordinator` adopted by `AboutCoordinator` and `FeedCoordinator`), or the
    /// protocol of a name whose role types all play one role and that only types named
    /// otherwise adopt (`TextInputView`, which a shared `TextFieldView` adopts): a helper named
    /// like a role, as `missing-role-protocol` reads it. A name misspelling the start of an
    /// adopter's (`SaerchInteractorProtocol` adopted by `SearchInteractor`) is a slip in a
    /// role's protocol, and stays one.
    public let nonRoleProtocols: Set<String>
    /// Role protocols of names whose protocols and classes play one role alone: helpers' protocols.
    let loneRoleProtocols: Set<String>
    private let assignments: [String: RoleAssignment]
    /// The capitals the team writes before its role protocols' module names, learned (see
    /// `ProtocolPrefix`); `nil` for most teams.
    private let protocolPrefix: ProtocolPrefix?
    /// For each class, the references functions wire on its instances, with the type whose
    /// function does and the file (see `Wiring`).
    private let wirings: [String: [(wirer: String, file: String, wiring: Wiring)]]
    /// What rules derive from this index, computed once (see `DerivedFacts`).
    let derived = DerivedFacts()

    public init(files: [FileFacts], profile: Profile) {
        self.profile = profile
        let sorted = files.sorted { $0.path < $1.path }
        let identities = TypeIdentities(files: sorted)
        self.identities = identities
        self.files = identities.resolved(sorted)
        // Where each name's declaration and extensions are (file, type): each fact is copied
        // once, into its `TypeInfo`.
        var declarations: [String: (file: Int, type: Int)] = [:]
        var extensions: [String: [(file: Int, type: Int)]] = [:]
        for (fileIndex, file) in self.files.enumerated() {
            for typeIndex in file.types.indices {
                let name = identities.key(of: file.types[typeIndex])
                if file.types[typeIndex].kind == .extension {
                    extensions[name, default: []].append((fileIndex, typeIndex))
                } else if declarations[name] == nil {
                    declarations[name] = (fileIndex, typeIndex)
                }
            }
        }
        let files = self.files
        let testFiles = TestCode.paths(in: files)
        self.testFiles = testFiles
        func fact(at place: (file: Int, type: Int)) -> TypeFact { files[place.file].types[place.type] }
        var types: [String: TypeInfo] = [:]
        types.reserveCapacity(declarations.count + extensions.count)
        for name in Set(declarations.keys).union(extensions.keys) {
            types[name] = TypeInfo(name: name, declaration: declarations[name].map(fact), extensions: extensions[name]?.map(fact) ?? [], testFiles: testFiles)
        }
        self.types = types
        typesInNameOrder = types.values.sorted { $0.name < $1.name }
        var wirings: [String: [(wirer: String, file: String, wiring: Wiring)]] = [:]
        for info in typesInNameOrder {
            for fact in info.facts {
                for wiring in fact.wirings { wirings[wiring.type, default: []].append((info.name, fact.file, wiring)) }
            }
        }
        self.wirings = wirings
        functionTypeAliases = Set(self.files.flatMap(\.functionTypeAliases))
        let aliases = self.files.flatMap(\.typeAliases).reduce(into: [String: [String]]()) { aliases, alias in
            aliases[alias.name, default: []] += alias.kind == .other ? alias.targets.map(DeclaredType.simpleName) : []
        }
        fills = PropertyFills(self.files.flatMap(\.filledProperties), aliases: aliases)
        let ancestors = Self.ancestors(of: types)
        self.ancestors = ancestors
        var reaching: [String: [String]] = [:]
        // Each list in name order: the types are taken in name order.
        for info in typesInNameOrder where info.kind.isReference {
            reaching[info.name, default: []].append(info.name)
            for name in ancestors[info.name] ?? [] { reaching[name, default: []].append(info.name) }
        }
        referenceTypesReaching = reaching
        valueTypeAncestors = Set(types.values.filter { $0.kind == .struct || $0.kind == .enum }.flatMap { ancestors[$0.name] ?? [] })
        // Role protocols with a suffix the profile does not allow still tell the module.
        var named: [String: RoleAssignment] = [:]
        for info in types.values where info.kind == .protocol {
            named[info.name] = profile.suffixTolerantProtocolAssignment(info.simpleName)
        }
        func adopters(of name: String) -> [String] {
            (reaching[name] ?? []).filter { types[$0]?.isTestCode == false }
        }
        let protocolPrefix = ProtocolPrefix.learn(named) { adopters(of: $0).map { types[$0]?.simpleName ?? $0 } }
        self.protocolPrefix = protocolPrefix
        var protocolRoles: [String: RoleAssignment] = [:]
        var capabilities: Set<String> = []
        let stripped = named.mapValues { found in protocolPrefix?.stripped(found) ?? found }
        let unborne = Self.unborneModules(
            stripped, types: types, paths: files.map(\.path).filter { !testFiles.contains($0) }, adopters: adopters)
        for (name, assignment) in stripped {
            if assignment.module.map(unborne.contains) == true
                || Self.isCapability(assignment, adopters: adopters(of: name), profile: profile, isClass: { types[$0]?.kind.isReference == true })
            {
                capabilities.insert(name)
            } else {
                protocolRoles[name] = assignment
            }
        }
        knownModules = Set(protocolRoles.values.compactMap(\.module))
        var assignments: [String: RoleAssignment] = [:]
        for info in types.values where info.kind != .extension {
            let conformances = (ancestors[info.name] ?? []).compactMap { ancestor in protocolRoles[ancestor].map { (ancestor, $0) } }
                .sorted { $0.0 < $1.0 }.map(\.1)
            let assignment = Self.assignment(
                of: info, conformances: conformances, ancestors: ancestors[info.name] ?? [], profile: profile, knownModules: knownModules
            )
            assignments[info.name] = info.kind == .protocol ? assignment.map { protocolPrefix?.stripped($0) ?? $0 } : assignment
        }
        self.assignments = assignments
        let loneRole = Self.loneRoleProtocols(
            protocolRoles, classes: typesInNameOrder.filter { $0.kind.isReference && !$0.isTestCode }, assignments: assignments)
        loneRoleProtocols = loneRole
        // A lone name stays a role when a class named for it adopts it, or a class whose name
        // starts with what it misspells (`SearchInteractor: SaerchInteractorProtocol`).
        nonRoleProtocols = capabilities.union(
            loneRole.filter { name in
                guard let module = protocolRoles[name]?.module else { return false }
                return !(reaching[name] ?? []).contains { adopter in
                    types[adopter]?.isTestCode == false
                        && (adopter.hasPrefix(module) || Misspelling.misspellsStart(module, of: types[adopter]?.simpleName ?? adopter))
                }
            })
        modules = ModuleList.modules(knownModules: knownModules, types: typesInNameOrder, assignments: assignments)
    }

    /// The module and role of a declared type, a framework type, or a name that follows the
    /// profile's patterns for a known module.
    public func assignment(of name: String) -> RoleAssignment? {
        if let assigned = assignments[name] { return assigned }
        if let role = profile.frameworkTypeRoles[name] { return RoleAssignment(module: nil, role: role) }
        // A type declared outside the checked files counts only when it names a known module,
        // so framework names such as `UITableView` are not taken for a `UITable` module's view.
        guard types[name]?.isDeclared != true, let match = profile.match(name) else { return nil }
        let module = profile.module(ofImplementationPrefix: match.prefix, knownModules: knownModules)
        return knownModules.contains(module) ? RoleAssignment(module: module, role: match.role) : nil
    }

    /// The key of the type `fact` declares or extends (see `types`).
    public func key(of fact: TypeFact) -> String {
        identities.key(of: fact)
    }

    /// Where a function wires `property` of a `type` it constructs, pointing back at an object
    /// nearer the one it returns (`pointingBack`) or forward (see `Wiring`): the first such
    /// place, with the type whose function it is.
    public func wiring(of type: String, property: String, pointingBack: Bool) -> (wirer: String, file: String, range: SourceRange)? {
        let initializerLabels = Set(
            (types[type]?.facts ?? []).flatMap(\.storedParameters).filter { $0.function == "init" && $0.property == property }.compactMap(\.label))
        let place = wirings[type]?.first { _, _, wiring in
            wiring.pointsBack == pointingBack
                && (wiring.isInitializerArgument ? initializerLabels.contains(wiring.property) || wiring.property == property : wiring.property == property)
        }
        return place.map { ($0.wirer, $0.file, $0.wiring.range) }
    }

    /// The module and role a protocol's name gives it, `nil` for a protocol that is no module's
    /// role (see `nonRoleProtocols`).
    public func roleProtocolAssignment(_ name: String) -> RoleAssignment? {
        guard !nonRoleProtocols.contains(name), let assignment = profile.suffixTolerantProtocolAssignment(name) else { return nil }
        return protocolPrefix?.stripped(assignment) ?? assignment
    }

    /// The protocol `module` is asked for its `role`: the conventions' name, after the team's
    /// protocol prefix when it has one (`ILoginRouter`).
    func conventionalProtocolName(of role: Role, in module: String) -> String {
        (protocolPrefix?.prefix ?? "") + profile.conventionalProtocolName(of: role, in: module)
    }

    /// The classes the code puts into properties named `name` of `holder`'s instances (set on
    /// them as `holder`, one of its ancestors, or an object of unknown class) when that is all
    /// it puts there; `nil` when it may put in any instance their types admit.
    func onlyConstructed(into name: String, holder: String) -> Set<String>? {
        let related = Set(([holder] + ancestors(of: holder)).map { types[$0]?.simpleName ?? DeclaredType.simpleName($0) })
        return fills.onlyConstructed(into: name) { related.contains($0) }
    }

    /// Whether `property` stores a closure: its type is a function type or an alias of one.
    public func storesClosure(_ property: PropertyFact) -> Bool {
        property.isFunction || property.typeNames.contains { functionTypeAliases.contains($0) }
    }

    /// Everything `name` inherits from or conforms to, transitively.
    func ancestors(of name: String) -> Set<String> {
        ancestors[name] ?? []
    }

    /// Whether `name` inherits from or conforms to `ancestor`, transitively.
    public func inherits(_ name: String, from ancestor: String) -> Bool {
        ancestors[name]?.contains(ancestor) == true
    }

    /// Classes and actors that a reference of type `name` may point at: the class itself and its
    /// subclasses, or a protocol's conforming classes.
    public func referenceTypes(reaching name: String) -> [String] {
        referenceTypesReaching[name] ?? []
    }

    /// What a stored reference of type `name` may point at, with each target's module and role:
    /// the type's own role, or the roles of a protocol's conforming classes (the protocol's own
    /// role when none has one). Value types point at nothing.
    public func targets(of name: String) -> Set<RoleAssignment> {
        guard let info = types[name], info.kind != .extension else {
            return assignment(of: name).map { [$0] } ?? []
        }
        guard holdsReference(name) else { return [] }
        guard info.kind == .protocol else { return assignment(of: name).map { [$0] } ?? [] }
        // The classes that conform tell what the reference points at (test doubles never stand
        // behind a reference in the app); the protocol's own name speaks only for classes the
        // checked code does not declare.
        let conforming = referenceTypes(reaching: name).filter { types[$0]?.isTestCode != true }
        var targets = Set(conforming.compactMap { assignment(of: $0) })
        if conforming.isEmpty || targets.isEmpty, let own = assignment(of: name) { targets.insert(own) }
        return targets
    }

    /// Whether a value of type `name` may be a shared reference: not for structs and enums, nor
    /// for a protocol that is not class-bound and only value types conform to.
    public func holdsReference(_ name: String) -> Bool {
        switch types[name]?.kind {
        case .struct, .enum: return false
        case .protocol:
            guard referenceTypes(reaching: name).isEmpty, !inherits(name, from: "AnyObject") else { return true }
            return !valueTypeAncestors.contains(name)
        default: return true
        }
    }

    /// The module of a declared type, for symbol keys.
    public func module(of name: String) -> String? {
        assignment(of: name)?.module
    }
}
