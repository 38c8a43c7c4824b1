import ViperaCore

/// How an index is built: each type's ancestors and its role.
extension FactIndex {
    /// Every type's ancestors (superclass and protocols, transitively), a cycle of inheritance
    /// visited once.
    static func ancestors(of types: [String: TypeInfo]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        // `path`: the names being visited, which a cycle of inheritance must not enter again.
        func visit(_ name: String, _ path: inout Set<String>) -> Set<String> {
            if let known = result[name] { return known }
            guard let parents = types[name]?.inherited, !parents.isEmpty else {
                result[name] = []
                return []
            }
            var found: Set<String> = []
            path.insert(name)
            for parent in parents where !path.contains(parent) {
                found.insert(parent)
                found.formUnion(visit(parent, &path))
            }
            path.remove(name)
            result[name] = found
            return found
        }
        var path: Set<String> = []
        for name in types.keys { _ = visit(name, &path) }
        return result
    }

    /// A protocol's role comes from its name; another type's from its name (module taken from
    /// the role protocol it conforms to when it has one), else from the role protocols it
    /// conforms to, else from a framework superclass.
    static func assignment(
        of info: TypeInfo, conformances: [RoleAssignment], ancestors: Set<String>, profile: Profile, knownModules: Set<String>
    ) -> RoleAssignment? {
        if info.kind == .protocol { return profile.protocolAssignment(info.simpleName) }
        if let match = profile.match(info.simpleName) {
            if let conformance = conformances.first(where: { $0.role == match.role && info.simpleName.contains($0.module ?? "") }) {
                return conformance
            }
            return RoleAssignment(module: profile.module(ofImplementationPrefix: match.prefix, knownModules: knownModules), role: match.role)
        }
        if let conformance = conformances.first { return conformance }
        if let framework = ancestors.lazy.filter({ profile.frameworkTypeRoles[$0] != nil }).min().flatMap({ profile.frameworkTypeRoles[$0] }) {
            return RoleAssignment(module: nil, role: framework)
        }
        return nil
    }
}
