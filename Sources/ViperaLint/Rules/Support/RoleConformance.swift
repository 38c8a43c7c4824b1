import ViperaCore
/// A class's direct conformances to role protocols, for the naming rules.
struct RoleConformance {
    let type: TypeInfo
    /// The role protocols it conforms to directly, in name order, with their assignments.
    let protocols: [(name: String, assignment: RoleAssignment)]

    /// Classes and actors that conform directly to at least one role protocol.
    static func all(in index: FactIndex) -> [RoleConformance] {
        index.types.values.sorted { $0.name < $1.name }.compactMap { info in
            guard info.declaration?.kind.isReference == true else { return nil }
            let protocols = Set(info.inherited).sorted().compactMap { name -> (String, RoleAssignment)? in
                guard index.types[name]?.kind == .protocol, let assignment = index.profile.suffixTolerantProtocolAssignment(name) else {
                    return nil
                }
                return (name, assignment)
            }
            return protocols.isEmpty ? nil : RoleConformance(type: info, protocols: protocols)
        }
    }

    /// Whether the class's name is `<Module><Variant><Role>` for one of its role protocols.
    func followsPattern(_ profile: Profile) -> Bool {
        protocols.contains { _, assignment in
            guard let module = assignment.module, type.name.hasPrefix(module) else { return false }
            let names = profile.definition(of: assignment.role)?.names ?? [assignment.role.rawValue]
            return names.contains { type.name.hasSuffix($0) && type.name.count >= module.count + $0.count }
        }
    }

    /// Suffixes that mark a class as the default implementation of what it conforms to.
    static let implementationSuffixes = ["Impl", "Implementation"]

    /// Whether the name says it is a default implementation: it has the profile's marker
    /// (`Default`) or ends with `Impl` / `Implementation`.
    func looksLikeDefaultImplementation(_ profile: Profile) -> Bool {
        type.name.contains(profile.defaultImplementationMarker) || Self.implementationSuffixes.contains { type.name.hasSuffix($0) }
    }

    /// `<Module>Default<Role>` for the first role protocol.
    func defaultName(_ profile: Profile) -> String {
        let assignment = protocols[0].assignment
        return "\(assignment.module ?? "")\(profile.defaultImplementationMarker)\(assignment.role)"
    }

    /// A violation at the class's name.
    func violation(_ message: String) -> Violation {
        let fact = type.primaryFact
        return Violation(message: message, file: fact.file, range: fact.range, symbol: Symbol.key(module: protocols[0].assignment.module, type.name))
    }
}
