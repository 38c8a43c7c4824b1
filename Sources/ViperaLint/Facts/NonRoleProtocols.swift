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

    /// Whether a protocol named for `module` is adopted by classes of at least two modules, none
    /// of them `module`'s (none has its name in theirs).
    static func isCapability(module: String?, adopters: [String]) -> Bool {
        guard let module, adopters.count >= 2 else { return false }
        return !adopters.contains { $0.contains(module) }
    }
}
