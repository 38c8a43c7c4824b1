import ViperaCore

extension NamingConvention {
    /// The name of the convention learned from a codebase's own modules.
    public static let learnedName = "learned"

    /// The team's own convention: how its modules name each role (`naming`), over the built-in
    /// conventions nearest to its names (`presets`), whose role names, framework roles,
    /// boundaries and ownership changes still apply and whose protocol forms still give roles
    /// where the team's majority has none. A module is asked for the protocols the majority
    /// declares for the roles it has, not for the presets'.
    public static func learned(_ naming: [RoleNaming], over presets: [NamingConvention]) -> NamingConvention {
        let learnedSuffixes = Set(naming.map(\.protocolSuffix))
        // An app's own naming of a slot shares the slot's protocol form.
        var forms: [ProtocolForm] = []
        for entry in naming where !forms.contains(where: { $0.suffix == entry.protocolSuffix }) {
            forms.append(ProtocolForm(entry.protocolSuffix, declaredBy: entry.declaredBy, implementedBy: entry.role))
        }
        var roles: [Role] = []
        for entry in naming where !roles.contains(entry.role) { roles.append(entry.role) }
        var roleNames: [Role: [String]] = [:]
        for preset in presets {
            for (role, names) in preset.roleNames {
                let existing = roleNames[role] ?? []
                roleNames[role] = existing + names.filter { !existing.contains($0) }
            }
        }
        return NamingConvention(
            name: learnedName,
            summary: "learned from the codebase's modules, over " + (presets.isEmpty ? "no preset" : presets.map(\.name).joined(separator: ", ")),
            protocols: forms + presets.flatMap(\.protocols).filter { !learnedSuffixes.contains($0.suffix) },
            roleNames: roleNames,
            requirement: .rolesPresent(roles),
            implementationSuffixes: unique(presets.flatMap(\.implementationSuffixes)),
            usesDefaultMarker: presets.contains(where: \.usesDefaultMarker),
            moduleFiles: unique(presets.flatMap(\.moduleFiles)),
            frameworkTypeRoles: presets.reduce(into: [String: Role]()) { $0.merge($1.frameworkTypeRoles) { _, new in new } },
            liftedBoundaries: unique(presets.flatMap(\.liftedBoundaries)),
            ownershipChanges: presets.flatMap(\.ownershipChanges),
            naming: naming
        )
    }

    /// The conventions in force with `naming` learned: the learned convention over `presets`,
    /// or `presets` alone when nothing was learned.
    static func inForce(learning naming: [RoleNaming], over presets: [NamingConvention]) -> [NamingConvention] {
        naming.isEmpty ? presets : [.learned(naming, over: presets)]
    }

    private static func unique<Element: Hashable>(_ elements: [Element]) -> [Element] {
        var seen: Set<Element> = []
        return elements.filter { seen.insert($0).inserted }
    }
}

extension Profile {
    /// How the team names its roles, from a learned convention in force; empty without one.
    var learnedNaming: [RoleNaming] {
        conventions.flatMap(\.naming)
    }

    /// The learned naming whose protocol `name` is (the longest protocol pattern it ends with,
    /// after a module name starting with a capital), with the module.
    func learnedNaming(ofProtocol name: String) -> (module: String, naming: RoleNaming)? {
        learnedNamings(ofProtocol: name).first
    }

    /// Every learned naming of the protocol `name` (of the longest protocol pattern it ends
    /// with), with the module.
    func learnedNamings(ofProtocol name: String) -> [(module: String, naming: RoleNaming)] {
        let entries = learnedNaming.filter { name.hasSuffix($0.protocolSuffix) && name.dropLast($0.protocolSuffix.count).first?.isUppercase == true }
        guard let longest = entries.map(\.protocolSuffix.count).max() else { return [] }
        return entries.filter { $0.protocolSuffix.count == longest }.map { (String(name.dropLast(longest)), $0) }
    }

    /// Whether `baseName` (a file name without `.swift`) is `<M><file>` for a learned naming
    /// whose protocol `<M><protocol>` the file declares (`LoginInteractor.swift` holding
    /// `LoginInteractorInterface` where most modules keep it so).
    func followsLearnedFileName(_ baseName: String, declaring types: [String]) -> Bool {
        learnedNaming.contains { entry in
            guard let file = entry.fileSuffix, baseName.count > file.count, baseName.hasSuffix(file) else { return false }
            return types.contains(baseName.dropLast(file.count) + entry.protocolSuffix)
        }
    }

    /// The file a learned naming keeps the protocol `type` in, with that naming:
    /// `ProfileProtocols.swift` for `ProfileViewProtocol` where most modules keep
    /// `<M>ViewProtocol` in `<M>Protocols.swift`.
    func learnedFile(of type: String) -> (name: String, naming: RoleNaming)? {
        learnedNaming.lazy.compactMap { entry in
            guard let file = entry.fileSuffix, type.count > entry.protocolSuffix.count, type.hasSuffix(entry.protocolSuffix) else { return nil }
            return (String(type.dropLast(entry.protocolSuffix.count)) + file + ".swift", entry)
        }.first
    }

    /// The learned naming of `role`'s own protocol (the one the role declares for itself), or
    /// else of any protocol it implements.
    func learnedNaming(implementing role: Role) -> RoleNaming? {
        let entries = learnedNaming.filter { $0.role == role }
        return entries.first { $0.declaredBy == role } ?? entries.first
    }
}
