import ViperaCore

/// Renders what a profile checks, for `vipera rules --profile <name>`: its roles and their names,
/// the role protocols every module declares, its ownership matrix and its boundaries, followed
/// by the rules that read them.
public enum ProfileDocumentation {
    /// The profile as text, then one line per rule.
    public static func text(_ profile: Profile, rules: [RuleDescription]) -> String {
        var lines = ["\(profile.name): \(profile.summary)", "", "Roles (the names they take in type names):"]
        lines += profile.roles.map { "  \($0.role): \($0.names.joined(separator: ", "))" }
        lines += ["", "Role protocols every module declares: " + profile.requiredProtocolRoles.map { profile.protocolName(of: $0, in: "<Module>") }.joined(separator: ", ")]
        lines += ["", "Ownership (holder → held: requirement):"]
        lines += profile.ownership.rows.map { "  \($0.holder) → \($0.held): \($0.requirement.rawValue)" }
        lines += ["", "Boundaries:"]
        lines += profile.boundaries.map { "  \($0.role): " + restrictions($0).joined(separator: "; ") }
        lines += ["", "Rules:"]
        return lines.joined(separator: "\n") + "\n" + RuleDocumentation.text(rules, withExamples: false)
    }

    /// The profile and the rules as JSON.
    public static func json(_ profile: Profile, rules: [RuleDescription]) -> String {
        encodeJSON(Entry(
            name: profile.name.rawValue,
            summary: profile.summary,
            roles: profile.roles.map { RoleEntry(role: $0.role.rawValue, names: $0.names) },
            requiredProtocolRoles: profile.requiredProtocolRoles.map(\.rawValue),
            ownership: profile.ownership.rows.map { OwnershipEntry(holder: $0.holder.rawValue, held: $0.held.rawValue, requirement: $0.requirement.rawValue) },
            boundaries: profile.boundaries.map {
                BoundaryEntry(
                    role: $0.role.rawValue, forbiddenImports: $0.forbiddenImports,
                    forbiddenTypePrefixes: $0.forbiddenTypePrefixes, forbiddenRoles: $0.forbiddenRoles.map(\.rawValue)
                )
            },
            rules: RuleDocumentation.entries(rules)
        ))
    }

    /// `no import of UIKit`, `no UI… types`, `no View types`.
    static func restrictions(_ boundary: BoundaryRule) -> [String] {
        var parts: [String] = []
        if !boundary.forbiddenImports.isEmpty { parts.append("imports no " + boundary.forbiddenImports.joined(separator: ", ")) }
        if !boundary.forbiddenTypePrefixes.isEmpty {
            parts.append("names no " + boundary.forbiddenTypePrefixes.map { "\($0)…" }.joined(separator: ", ") + " types")
        }
        if !boundary.forbiddenRoles.isEmpty {
            parts.append("names no " + boundary.forbiddenRoles.map(\.rawValue).joined(separator: " or ") + " types")
        }
        return parts
    }

    private struct Entry: Encodable {
        let name: String
        let summary: String
        let roles: [RoleEntry]
        let requiredProtocolRoles: [String]
        let ownership: [OwnershipEntry]
        let boundaries: [BoundaryEntry]
        let rules: [RuleDocumentation.Entry]
    }

    private struct RoleEntry: Encodable {
        let role: String
        let names: [String]
    }

    private struct OwnershipEntry: Encodable {
        let holder: String
        let held: String
        let requirement: String
    }

    private struct BoundaryEntry: Encodable {
        let role: String
        let forbiddenImports: [String]
        let forbiddenTypePrefixes: [String]
        let forbiddenRoles: [String]
    }
}
