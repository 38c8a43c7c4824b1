import ViperaCore

/// A stored reference from a component of one role to components of other roles, with what the
/// profile's ownership matrix requires of it.
struct OwnershipEdge {
    let holder: TypeInfo
    let holderRole: RoleAssignment
    let property: PropertyFact
    /// Each role the property may point at, with the matrix's requirement for it.
    let requirements: [(target: RoleAssignment, requirement: OwnershipRequirement)]

    /// The edges of every class and actor that plays a role, in name order. A reference to a
    /// component of another module (a child module's view controller, a parent's presenter) is
    /// no edge of the matrix, except between components of the same role (SILVER's parent router
    /// → child router): `strong-delegate` and the cycle rules check it.
    static func all(in index: FactIndex) -> [OwnershipEdge] {
        var edges: [OwnershipEdge] = []
        for info in index.typesInNameOrder where info.kind.isReference && !info.isTestCode {
            guard let holderRole = index.assignment(of: info.name) else { continue }
            for property in info.storedProperties {
                let targets = property.typeNames.flatMap { index.targets(of: $0) }.sorted { $0.role < $1.role }
                    .filter { $0.module == nil || holderRole.module == nil || $0.module == holderRole.module || $0.role == holderRole.role }
                let requirements = targets.compactMap { target in
                    index.profile.ownership.requirement(holder: holderRole.role, held: target.role).map { (target, $0) }
                }
                guard !requirements.isEmpty else { continue }
                edges.append(OwnershipEdge(holder: info, holderRole: holderRole, property: property, requirements: requirements))
            }
        }
        return edges
    }

    /// The first target whose requirement is `requirement`, unless another target of the same
    /// property requires the opposite (then the matrix does not decide).
    func target(requiring requirement: OwnershipRequirement, unlessAlso opposite: OwnershipRequirement? = nil) -> RoleAssignment? {
        if let opposite, requirements.contains(where: { $0.requirement == opposite }) { return nil }
        return requirements.first { $0.requirement == requirement }?.target
    }

    /// A finding of `rule` at the property.
    func finding(of rule: any Rule.Type, _ message: String) -> Finding {
        rule.finding(
            message,
            file: holder.file,
            range: property.range,
            symbol: Symbol.key(module: holderRole.module, holder.name, property.name)
        )
    }

    /// `LoginDefaultRouter.presenter`.
    var propertyName: String { "\(holder.name).\(property.name)" }

    /// `a Router`, `an Interactor`.
    static func article(_ role: Role) -> String {
        "aeiouAEIOU".contains(role.rawValue.first ?? "x") ? "an \(role)" : "a \(role)"
    }
}
