import ViperaCore

/// The capitals a team writes before its role protocols' module names and not before its
/// classes' (`ILoginPresenter` adopted by `LoginPresenter`, `IFeedView` by
/// `FeedViewController`), learned from the code: the prefix most role protocols that classes
/// adopt carry over their adopters' names, at least two of them (one module's `ILoginPresenter`
/// and `ILoginRouter` are its habit already). Read off, the protocol's module is its adopters'
/// (`Login`), not a module of its own (`ILogin`).
struct ProtocolPrefix {
    /// The prefix, one to three capitals.
    let prefix: String

    /// Learns the prefix from role protocols (`roles`, each with the module its name gives) and
    /// the classes adopting each (`adopters`, test code aside); `nil` when no prefix is the team's.
    static func learn(_ roles: [String: RoleAssignment], adopters: (String) -> [String]) -> ProtocolPrefix? {
        var protocolsByPrefix: [String: Int] = [:]
        var adopted = 0
        for (name, assignment) in roles {
            guard let module = assignment.module else { continue }
            let classes = adopters(name)
            guard !classes.isEmpty else { continue }
            adopted += 1
            guard !classes.contains(where: { $0.hasPrefix(module) }),
                let found = split(module).first(where: { split in classes.contains { $0.hasPrefix(split.rest) } })
            else { continue }
            protocolsByPrefix[found.prefix, default: 0] += 1
        }
        let best = protocolsByPrefix.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }
        guard let best, best.value >= NamingLearner.minimumFollowing, best.value * 2 > adopted else { return nil }
        return ProtocolPrefix(prefix: best.key)
    }

    /// `module` without the prefix, when it starts with it and a capitalised word; else `module`.
    func stripped(_ module: String) -> String {
        guard module.count > prefix.count + 1, module.hasPrefix(prefix) else { return module }
        let rest = module.dropFirst(prefix.count)
        return rest.first?.isUppercase == true && rest.dropFirst().first?.isLowercase == true ? String(rest) : module
    }

    /// `assignment` with its module read off the prefix.
    func stripped(_ assignment: RoleAssignment) -> RoleAssignment {
        RoleAssignment(module: assignment.module.map(stripped), role: assignment.role)
    }

    /// The ways `module` splits into one to three capitals and a capitalised word.
    private static func split(_ module: String) -> [(prefix: String, rest: String)] {
        let capitals = module.prefix { $0.isUppercase }.count
        guard capitals >= 2 else { return [] }
        return (1..<min(4, capitals)).compactMap { length in
            let rest = module.dropFirst(length)
            guard rest.dropFirst().first?.isLowercase == true else { return nil }
            return (String(module.prefix(length)), String(rest))
        }
    }
}
