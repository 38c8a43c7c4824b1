import ViperaCore

/// What a module is, the one definition the graph, the findings' modules (HTML report, summary
/// reporter) and the graph's counts share: a module declares a role protocol, or its classes
/// play at least two roles. A lone class whose name ends like a role (`CameraPreviewView`, a
/// `UIView`) is no `CameraPreview` module.
enum ModuleList {
    /// The modules of a codebase whose role protocols name `knownModules`, from the roles its
    /// `types`' `assignments` give (test code aside).
    static func modules(knownModules: Set<String>, types: [TypeInfo], assignments: [String: RoleAssignment]) -> Set<String> {
        var roles: [String: Set<Role>] = [:]
        for info in types where info.kind.isReference && !info.isTestCode {
            guard let assignment = assignments[info.name], let module = assignment.module else { continue }
            roles[module, default: []].insert(assignment.role)
        }
        return knownModules.union(roles.filter { $0.value.count >= 2 }.keys)
    }
}
