import ViperaCore

extension Profile {
    /// Puts `conventions` in force: their role names become aliases of the roles (so types
    /// named after them get their role), their framework roles, lifted boundaries and
    /// ownership changes apply.
    public mutating func adopt(_ conventions: [NamingConvention]) {
        self.conventions = conventions
        for convention in conventions {
            for (role, names) in convention.roleNames.sorted(by: { $0.key < $1.key }) {
                addAliases(names, to: role)
            }
            frameworkTypeRoles.merge(convention.frameworkTypeRoles) { _, new in new }
            boundaries.removeAll { convention.liftedBoundaries.contains($0.role) }
            for change in convention.ownershipChanges where definition(of: change.holder) != nil && definition(of: change.held) != nil {
                ownership.set(change.requirement, holder: change.holder, held: change.held)
            }
        }
    }

    /// Whether `typeName` takes its role from the own role name of a convention in force that
    /// asks for no protocol for that role (`<M>Coordinator`, reached through the module's
    /// output instead of a router protocol).
    func takesRoleWithoutProtocol(_ typeName: String) -> Bool {
        conventions.contains { convention in
            convention.roleNames.contains { role, names in
                guard case .rolesPresent(let required) = convention.requirement, !required.contains(role) else { return false }
                return names.contains { typeName.hasSuffix($0) && typeName.count > $0.count }
            }
        }
    }

    /// The names of the conventions in force, e.g. `rambler, interface`.
    public var conventionNames: String {
        conventions.map(\.name).joined(separator: ", ")
    }
}

/// A protocol name read as `<module><form>` by a convention in force.
struct FormMatch {
    let module: String
    let form: ProtocolForm
    let convention: NamingConvention
}

extension Profile {
    /// The longest protocol form of a convention in force that `name` ends with, after a
    /// module name starting with a capital.
    func protocolForm(of name: String) -> FormMatch? {
        var best: FormMatch?
        for convention in conventions {
            for form in convention.protocols where name.hasSuffix(form.suffix) && definition(of: form.declaredBy) != nil {
                let module = String(name.dropLast(form.suffix.count))
                guard module.first?.isUppercase == true, form.suffix.count > (best?.form.suffix.count ?? 0) else { continue }
                best = FormMatch(module: module, form: form, convention: convention)
            }
        }
        return best
    }

    /// The protocol a convention in force names for the implementation of `role` in `module`:
    /// the learned one when the team's majority declares one, else the profile's own `<Module><Role>` when vipera is in force, else the first form of a
    /// convention in force that `role` implements.
    func conventionalProtocolName(of role: Role, in module: String) -> String {
        if let learned = learnedNaming(implementing: role) { return module + learned.protocolSuffix }
        if conventions.contains(where: { $0.requirement == .profileRoles }) || conventions.isEmpty {
            return protocolName(of: role, in: module)
        }
        let form = conventions.lazy.flatMap(\.protocols).first { $0.implementedBy == role }
        return form.map { module + $0.suffix } ?? protocolName(of: role, in: module)
    }

    /// The roles whose protocol a module must declare: the profile's required roles when a
    /// convention asks for them (vipera), plus the roles of `present` that a convention
    /// requires when the module has them.
    func requiredProtocolRoles(present: Set<Role>) -> Set<Role> {
        var required: Set<Role> = []
        for convention in conventions {
            switch convention.requirement {
            case .profileRoles: required.formUnion(requiredProtocolRoles)
            case .rolesPresent(let roles): required.formUnion(roles.filter { present.contains($0) && definition(of: $0) != nil })
            }
        }
        return required
    }

    /// Whether `baseName` (a file name without `.swift`) is `<M><module file>` for a
    /// convention in force, e.g. `LoginInterfaces`.
    func isModuleFile(_ baseName: String, declaring types: [String]) -> Bool {
        conventions.flatMap(\.moduleFiles).contains { suffix in
            guard baseName.hasSuffix(suffix), baseName.count > suffix.count else { return false }
            let module = String(baseName.dropLast(suffix.count))
            return types.contains { $0.hasPrefix(module) }
        }
    }

    /// Suffixes after the role name that conventions in force give default implementations.
    var implementationSuffixes: [String] {
        conventions.flatMap(\.implementationSuffixes)
    }

    /// Whether a convention in force names default implementations `<M>Default<Role>` (or none
    /// says how).
    var usesDefaultMarker: Bool {
        conventions.contains(where: \.usesDefaultMarker) || implementationSuffixes.isEmpty
    }
}
