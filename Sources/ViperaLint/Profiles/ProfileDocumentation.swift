import ViperaCore

/// Renders what a profile checks, for `vipera rules --profile <name>`: every constraint it has
/// (a section only when the profile has some), followed by the rules that read them.
public enum ProfileDocumentation {
    /// The profile as text, then one line per rule.
    public static func text(_ profile: Profile, rules: [RuleDescription]) -> String {
        var lines = ["\(profile.name): \(profile.summary)"]
        // Sections (a heading, then one item a line) stand apart; one-line facts run together.
        var afterLine = false
        func section(_ title: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            lines += ["", "\(title):"] + items.map { "  \($0)" }
            afterLine = false
        }
        func line(_ title: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            lines += (afterLine ? [] : [""]) + ["\(title): " + items.joined(separator: ", ")]
            afterLine = true
        }
        section("Roles (the names they take in type names)", profile.roles.map { "\($0.role): \($0.names.joined(separator: ", "))" })
        line("Role protocols every module declares", profile.requiredProtocolRoles.map { profile.protocolName(of: $0, in: "<Module>") })
        line("Default implementations", ["<Module>\(profile.defaultImplementationMarker)<Role>"])
        line("Suffixes role protocols may carry", profile.allowedProtocolSuffixes)
        line("Suffixes reported on role protocols", profile.knownProtocolSuffixes.filter { !profile.allowedProtocolSuffixes.contains($0) })
        section("Framework types playing a role", profile.frameworkTypeRoles.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
        section("Ownership (holder → held: requirement)", profile.ownership.rows.map { "\($0.holder) → \($0.held): \($0.requirement.rawValue)" })
        line("Delegates and module outputs, never held strongly across modules (by suffix)", profile.delegateSuffixes)
        section("Boundaries", profile.boundaries.map { "\($0.role): " + restrictions($0).joined(separator: "; ") })
        section("Roles kept apart", profile.isolatedRoles.map { "\($0.role): \($0.advice)" })
        line("Roles that must be value types", profile.valueTypeRoles.map(\.rawValue))
        line("Roles that open other modules (vipera graph draws their routes)", profile.routingRoles.map(\.rawValue))
        section("Layers (a file is in the first whose folders match)", profile.layers.map(layer))
        line("Naming conventions", profile.conventions.map(\.name))
        line("Type name prefixes", profile.typePrefixes)
        lines += ["", "Rules:"]
        return lines.joined(separator: "\n") + "\n" + RuleDocumentation.text(rules, withExamples: false)
    }

    /// The profile and the rules as JSON.
    public static func json(_ profile: Profile, rules: [RuleDescription]) -> String {
        encodeJSON(
            Entry(
                name: profile.name.rawValue,
                summary: profile.summary,
                roles: profile.roles.map { RoleEntry(role: $0.role.rawValue, names: $0.names) },
                requiredProtocolRoles: profile.requiredProtocolRoles.map(\.rawValue),
                defaultImplementationMarker: profile.defaultImplementationMarker,
                allowedProtocolSuffixes: profile.allowedProtocolSuffixes,
                knownProtocolSuffixes: profile.knownProtocolSuffixes,
                frameworkTypeRoles: profile.frameworkTypeRoles.mapValues(\.rawValue),
                ownership: profile.ownership.rows.map {
                    OwnershipEntry(holder: $0.holder.rawValue, held: $0.held.rawValue, requirement: $0.requirement.rawValue)
                },
                delegateSuffixes: profile.delegateSuffixes,
                boundaries: profile.boundaries.map {
                    BoundaryEntry(
                        role: $0.role.rawValue, forbiddenImports: $0.forbiddenImports,
                        forbiddenTypePrefixes: $0.forbiddenTypePrefixes, forbiddenRoles: $0.forbiddenRoles.map(\.rawValue)
                    )
                },
                isolatedRoles: profile.isolatedRoles.map { IsolationEntry(role: $0.role.rawValue, advice: $0.advice) },
                valueTypeRoles: profile.valueTypeRoles.map(\.rawValue),
                routingRoles: profile.routingRoles.map(\.rawValue),
                layers: profile.layers.map {
                    LayerEntry(name: $0.name, folders: $0.folders, modules: $0.modules, mayUse: $0.mayUse, mayUseItsOwnLayer: $0.mayUseItsOwnLayer)
                },
                conventions: profile.conventions.map(\.name),
                typePrefixes: profile.typePrefixes,
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

    /// `UI (folders **/UI): may use Service and its own layer`.
    private static func layer(_ layer: Layer) -> String {
        var places = ["folders " + layer.folders.joined(separator: ", ")]
        if !layer.modules.isEmpty { places.append("modules " + layer.modules.joined(separator: ", ")) }
        var uses = layer.mayUse
        if layer.mayUseItsOwnLayer { uses.append("its own layer") }
        let use = uses.isEmpty ? "may use no other layer, nor another unit of its own" : "may use " + uses.joined(separator: ", ")
        return "\(layer.name) (\(places.joined(separator: "; "))): " + use
    }

    private struct Entry: Encodable {
        let name: String
        let summary: String
        let roles: [RoleEntry]
        let requiredProtocolRoles: [String]
        let defaultImplementationMarker: String
        let allowedProtocolSuffixes: [String]
        let knownProtocolSuffixes: [String]
        let frameworkTypeRoles: [String: String]
        let ownership: [OwnershipEntry]
        let delegateSuffixes: [String]
        let boundaries: [BoundaryEntry]
        let isolatedRoles: [IsolationEntry]
        let valueTypeRoles: [String]
        let routingRoles: [String]
        let layers: [LayerEntry]
        let conventions: [String]
        let typePrefixes: [String]
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

    private struct IsolationEntry: Encodable {
        let role: String
        let advice: String
    }

    private struct LayerEntry: Encodable {
        let name: String
        let folders: [String]
        let modules: [String]
        let mayUse: [String]
        let mayUseItsOwnLayer: Bool
    }
}
