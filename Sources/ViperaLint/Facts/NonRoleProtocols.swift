import ViperaCore

/// How the index tells a module's role protocols from protocols named like one that are no
/// module's role (see `FactIndex.nonRoleProtocols`).
extension FactIndex {
    /// The role protocols (`protocolRoles`) of names whose protocols and `classes` play one role
    /// alone.
    static func loneRoleProtocols(
        _ protocolRoles: [String: RoleAssignment], classes: [TypeInfo], assignments: [String: RoleAssignment]
    ) -> Set<String> {
        var roles: [String: Set<Role>] = [:]
        for assignment in protocolRoles.values { if let module = assignment.module { roles[module, default: []].insert(assignment.role) } }
        for info in classes {
            guard let assignment = assignments[info.name], let module = assignment.module, roles[module] != nil else { continue }
            roles[module, default: []].insert(assignment.role)
        }
        return Set(protocolRoles.filter { name, assignment in assignment.module.map { (roles[$0]?.count ?? 0) < 2 } ?? false }.keys)
    }

    /// Whether a role protocol (`assignment`) is a capability its `adopters` offer rather than a
    /// module's role: they are classes of at least two modules, none of them the protocol's
    /// module's (none has its name in theirs), or one class of a module of its own (see
    /// `isAnotherModulesCapability`). `isClass` tells the names of the codebase's classes.
    static func isCapability(_ assignment: RoleAssignment, adopters: [String], profile: Profile, isClass: (String) -> Bool) -> Bool {
        guard let module = assignment.module else { return false }
        if adopters.count >= 2 { return !adopters.contains { $0.contains(module) } }
        return isAnotherModulesCapability(assignment, adopters: adopters, profile: profile, isClass: isClass)
    }

    /// Whether a role protocol (`assignment`) is adopted by one class alone, of another name,
    /// that plays the protocol's role in a module of its own: named `<X><Role>` where a class of
    /// another role is named `<X>…` (`BattleSceneRouter`, beside `BattleSceneViewController`,
    /// adopting `DialogRouter`). The protocol is a capability that class offers, not the role of
    /// a `Dialog` module. A class whose name starts with what the protocol's module misspells
    /// (`SearchInteractor: SaerchInteractor`) adopts its own module's protocol, and one named for
    /// no role (`AppNavigator: LoginRouter`) plays the module's role under another name.
    private static func isAnotherModulesCapability(
        _ assignment: RoleAssignment, adopters: [String], profile: Profile, isClass: (String) -> Bool
    ) -> Bool {
        guard let module = assignment.module, adopters.count == 1, let adopter = adopters.first, !adopter.contains(module),
            !Misspelling.misspellsStart(module, of: adopter)
        else { return false }
        let roleNames = profile.roles.flatMap { definition in definition.names.map { (name: $0, role: definition.role) } }
        guard let own = roleNames.first(where: { $0.role == assignment.role && adopter.count > $0.name.count && adopter.hasSuffix($0.name) })
        else { return false }
        let stem = adopter.dropLast(own.name.count)
        return roleNames.contains { $0.role != assignment.role && isClass(stem + $0.name) }
    }
}

extension FactIndex {
    /// The modules of role protocols (`protocolRoles`) whose name nothing else of the codebase
    /// bears, test code aside: no other type's name starts with it, nor any folder's, nor any
    /// file's but one named for one of its protocols, and none of the classes adopting them
    /// (`adopters`, at least one) has it in its name or misspells its start. A team's role
    /// protocols named with a word of their own (`AnyView`, `AnyPresenter`, adopted by
    /// `CryptoViewController` and a `Presenter`) are its roles' protocols, not a module's.
    static func unborneModules(
        _ protocolRoles: [String: RoleAssignment], types: [String: TypeInfo], paths: [String], adopters: (String) -> [String]
    ) -> Set<String> {
        var protocols: [String: Set<String>] = [:]
        for (name, assignment) in protocolRoles {
            guard let module = assignment.module, !module.isEmpty else { continue }
            protocols[module, default: []].insert(types[name]?.simpleName ?? name)
        }
        var borne: Set<String> = []
        for info in types.values where !info.isTestCode && info.kind != .protocol { borne.formUnion(wordStarts(info.simpleName)) }
        var fileStarts: [String: Set<String>] = [:]
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            for folder in components.dropLast() { borne.formUnion(wordStarts(folder)) }
            guard let file = components.last.map({ $0.hasSuffix(".swift") ? String($0.dropLast(".swift".count)) : $0 }) else { continue }
            for start in wordStarts(file) { fileStarts[start, default: []].insert(file) }
        }
        return Set(
            protocols.filter { module, names in
                let adopting = names.flatMap(adopters).map { types[$0]?.simpleName ?? $0 }
                return !adopting.isEmpty && !borne.contains(module) && (fileStarts[module] ?? []).isSubset(of: names)
                    && !adopting.contains { $0.contains(module) || Misspelling.misspellsStart(module, of: $0) }
            }.keys)
    }

    /// The names `name` starts with, word by word: `Cart`, `CartList`, `CartListView`.
    private static func wordStarts(_ name: String) -> [String] {
        var start = ""
        return NameWords.words(name).map { word in
            start += word
            return start
        }
    }
}
