import ViperaCore

/// A module (a name prefix with at least one role protocol) lacks the protocol of another of
/// its roles: every component is reached through its `<Module><Role>` protocol.
struct MissingRoleProtocolRule: Rule {
    static let description = RuleDescription(
        id: "missing-role-protocol",
        defaultSeverity: .warning,
        category: .naming,
        summary: "A module lacks one of its role protocols (<Module>View, <Module>Interactor, <Module>Presenter, <Module>Router, <Module>Builder).",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples
    )

    func check(_ index: FactIndex) -> [Finding] {
        var declared: [String: Set<Role>] = [:]
        var present: [String: Set<Role>] = [:]
        var anchors: [String: TypeFact] = [:]
        // For each module and role, the first class playing it: where a missing protocol is reported.
        var classes: [String: [Role: TypeFact]] = [:]
        // For each module and role, a protocol its class conforms to that misspells the one asked for.
        var misspelt: [String: [Role: TypeFact]] = [:]
        let bases = Self.baseClasses(in: index)
        for info in index.types.values {
            guard info.kind == .protocol || info.kind.isReference, !info.isTestCode, !bases.contains(info.name), let fact = info.declaration else { continue }
            let isProtocol = fact.kind == .protocol
            let assignment = isProtocol ? index.roleProtocolAssignment(info.name) : index.assignment(of: info.name)
            guard let assignment, let module = assignment.module, index.knownModules.contains(module),
                isProtocol || !index.profile.takesRoleWithoutProtocol(info.name)
            else { continue }
            if isProtocol || Self.reachedThroughOwnProtocol(info, role: assignment.role, module: module, in: index) {
                declared[module, default: []].insert(assignment.role)
            }
            if !isProtocol {
                present[module, default: []].insert(assignment.role)
                if Self.isBefore(fact, classes[module]?[assignment.role]) { classes[module, default: [:]][assignment.role] = fact }
            }
            if !isProtocol, let slip = Self.misspeltProtocol(of: info, role: assignment.role, module: module, in: index) {
                misspelt[module, default: [:]][assignment.role] = slip
            }
            if Self.isBefore(fact, anchors[module]) { anchors[module] = fact }
        }
        let profile = index.profile
        // A module is where role types cluster: one role alone (a worker's `…BuilderProtocol`,
        // a repository's interactor) is a helper named like a role, not a module.
        let modules = anchors.keys.filter { (declared[$0] ?? []).union(present[$0] ?? []).count >= 2 }
        // A protocol under a module's name misspelling one it is asked for, whatever adopts it
        // (`CartIntereactorProtocol`): that role's protocol is missing too.
        for info in index.typesInNameOrder where info.kind == .protocol && !info.isTestCode && index.roleProtocolAssignment(info.name) == nil {
            guard let fact = info.declaration else { continue }
            for module in modules where info.name.hasPrefix(module) {
                for role in profile.roles.map(\.role) where misspelt[module]?[role] == nil {
                    if Misspelling.misspells(info.name, index.conventionalProtocolName(of: role, in: module)) { misspelt[module, default: [:]][role] = fact }
                }
            }
        }
        let habitual = Self.rolesTheTeamDeclares(modules: modules, declared: declared, profile: profile)
        return modules.sorted().flatMap { module -> [Finding] in
            let anchor = anchors[module]!
            let required = profile.requiredProtocolRoles(present: present[module] ?? []).intersection(habitual)
                .union(misspelt[module]?.keys ?? [:].keys)
            let missing = required.subtracting(declared[module] ?? [])
            return profile.roles.map(\.role).filter(missing.contains).map { role in
                let majority = profile.learnedNaming(implementing: role).map { "; \($0.protocolMajority)" } ?? ""
                let slip = misspelt[module]?[role]
                let misspelling = slip.map { " (\($0.name) misspells it)" } ?? ""
                let asked = index.conventionalProtocolName(of: role, in: module)
                // At the slip, else at the class that lacks the protocol, else at the module's first type.
                let at = slip ?? classes[module]?[role] ?? anchor
                // A class reached through a protocol of the module's own naming, off the
                // majority's, is told the protocol it has.
                let own = classes[module]?[role].flatMap { index.types[$0.name] }.flatMap {
                    Self.ownProtocols(of: $0.inherited, role: role, module: module, in: index).first
                }
                if slip == nil, !majority.isEmpty, let own {
                    return Self.finding(
                        "module \(module) reaches its \(role) through \(own), not \(asked)\(majority): name it \(asked)", file: at.file, range: at.range,
                        symbol: Symbol.key(module: module))
                }
                return Self.finding(
                    "module \(module) has no \(asked) protocol\(misspelling); every \(role) is reached through it\(majority)",
                    file: at.file,
                    range: at.range,
                    symbol: Symbol.key(module: module)
                )
            }
        }
    }
}

extension MissingRoleProtocolRule {
    /// Whether a class of `module` playing `role` conforms to a protocol the code declares under
    /// the module's name, whatever the team calls it (`MovieListInteractor: MovieListInteracting`,
    /// `PhotoListPresenter: PhotoListPresenterProtocolInput`): the role is reached through it.
    /// Where the team's naming of the role is learned, a module is asked for the majority's
    /// protocol instead: another name is the deviation to report. A protocol misspelling the
    /// one asked for (`CartPresenterProtcol`) is a slip to report, not the team's own naming,
    /// and one named for another role (`CartInteractorOutput`, which the presenter adopts) does
    /// not reach this one.
    static func reachedThroughOwnProtocol(_ info: TypeInfo, role: Role, module: String, in index: FactIndex) -> Bool {
        index.profile.learnedNaming(implementing: role) == nil && !ownProtocols(of: info.inherited, role: role, module: module, in: index).isEmpty
    }

    /// The protocols among `inherited`, what a class of `module` playing `role` conforms to,
    /// that the code declares under the module's name for that role, whatever the team calls
    /// them, misspellings of the one asked for aside.
    static func ownProtocols(of inherited: [String], role: Role, module: String, in index: FactIndex) -> [String] {
        let asked = index.conventionalProtocolName(of: role, in: module)
        let roleNames = NamingLearner.roleNames(of: index.profile)
        return inherited.filter { name in
            name.count > module.count && name.hasPrefix(module) && name.dropFirst(module.count).first?.isUppercase == true
                && index.types[name]?.kind == .protocol && index.types[name]?.isTestCode == false && !Misspelling.misspells(name, asked)
                && (NamingLearner.split(name, roleNames).map { $0.module != module || $0.role == role } ?? true)
        }
    }

    /// The declaration of the protocol a class of `module` playing `role` conforms to that
    /// misspells the one the module is asked for.
    static func misspeltProtocol(of info: TypeInfo, role: Role, module: String, in index: FactIndex) -> TypeFact? {
        let asked = index.conventionalProtocolName(of: role, in: module)
        return info.inherited.lazy.compactMap { name in
            guard Misspelling.misspells(name, asked), let declaration = index.types[name]?.declaration, declaration.kind == .protocol else { return nil }
            return declaration
        }.first
    }
}

extension MissingRoleProtocolRule {
    /// The roles whose protocol the team's modules declare: those at least half of `modules`
    /// declare, where there are enough modules to tell a habit from a slip (as many as a learned
    /// pattern needs, `NamingLearner.minimumFollowing`); else every role. A team that writes no router
    /// protocol in any of its modules ("0 of 6 modules declare it"), or in one of six, keeps
    /// its habit, where one module of six lacking it, or one of two, is the deviation.
    static func rolesTheTeamDeclares(modules: [String], declared: [String: Set<Role>], profile: Profile) -> Set<Role> {
        let roles = Set(profile.roles.map(\.role))
        guard modules.count >= NamingLearner.minimumFollowing else { return roles }
        return roles.filter { role in
            let declaring = modules.filter { declared[$0]?.contains(role) == true }.count
            return declaring > 0 && declaring * 2 >= modules.count
        }
    }

    /// The classes that classes of other modules inherit from (`BasePresenter`, the superclass
    /// of `MainScreenPR` and `CartPresenter`), test code aside: the team's templates of its
    /// components, no component of a `Base` module of their own.
    static func baseClasses(in index: FactIndex) -> Set<String> {
        var bases: Set<String> = []
        for info in index.typesInNameOrder where info.kind.isReference && !info.isTestCode {
            let module = index.assignment(of: info.name)?.module
            for ancestor in index.ancestors(of: info.name) where index.types[ancestor]?.kind.isReference == true {
                if index.assignment(of: ancestor)?.module != module { bases.insert(ancestor) }
            }
        }
        return bases
    }

    /// Whether `fact` is declared before `other` (by file, then position), or `other` is `nil`.
    fileprivate static func isBefore(_ fact: TypeFact, _ other: TypeFact?) -> Bool {
        guard let other else { return true }
        return fact.file != other.file ? fact.file < other.file : fact.range.start < other.range.start
    }
}
