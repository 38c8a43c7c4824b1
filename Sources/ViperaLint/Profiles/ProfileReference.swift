import ViperaCore
import ViperaSupport

/// A profile's section of the rules and profiles reference (Markdown), for
/// `vipera rules --profile <name> --format markdown` and `Documentation/Rules.md`: its roles and
/// their names, the protocols every module declares, its ownership matrix, boundaries, layers,
/// and the rules that check something in it.
public enum ProfileReference {
    /// The section, under a `### `<name>` profile` heading.
    public static func markdown(_ profile: Profile, rules: [RuleDescription]) -> String {
        var lines = [
            "### `\(profile.name)` profile", "", MarkdownText.escaped(profile.summary) + ".", "",
            "| role | names in type names |", "|---|---|",
        ]
        lines += profile.roles.map { "| \($0.role) | " + $0.names.map { "`\($0)`" }.joined(separator: ", ") + " |" }
        lines += [
            "",
            "Every module declares " + profile.requiredProtocolRoles.map { "`\(profile.protocolName(of: $0, in: "<Module>"))`" }.joined(separator: ", ") + ".",
        ]
        if !profile.allowedProtocolSuffixes.isEmpty {
            lines[lines.count - 1] += " Role protocols may end in " + profile.allowedProtocolSuffixes.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        lines += [""] + ownership(profile)
        for part in [boundaries(profile), layers(profile)] where !part.isEmpty { lines += [""] + part }
        if !profile.routingRoles.isEmpty {
            lines += [
                "",
                "Modules are opened by " + profile.routingRoles.map { "\($0)" }.joined(separator: " and ") + " components (the routes `vipera graph` draws).",
            ]
        }
        lines += ["", "Rules: " + rules.map { "[`\($0.id)`](#\($0.id))" }.joined(separator: ", ") + "."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ownership matrix as a table, or a sentence when it is empty.
    private static func ownership(_ profile: Profile) -> [String] {
        guard !profile.ownership.rows.isEmpty else {
            return ["No role must hold another in a given way; stored references are checked for cycles."]
        }
        return ["| holder | held | requirement |", "|---|---|---|"]
            + profile.ownership.rows.map {
                "| \($0.holder) | \($0.held) | \(ConventionDocumentation.wording(of: $0.requirement)) |"
            }
    }

    /// What roles may not import or name, which never reference their peers, which are values.
    private static func boundaries(_ profile: Profile) -> [String] {
        profile.boundaries.map { "- \($0.role): " + MarkdownText.escaped(ProfileDocumentation.restrictions($0).joined(separator: "; ")) + "." }
            + profile.isolatedRoles.map { "- \($0.role): \($0.advice)." }
            + profile.valueTypeRoles.map { "- \($0) types are value types (a struct or an enum)." }
    }

    /// The layers, their default folders and modules, and which layers each may use.
    private static func layers(_ profile: Profile) -> [String] {
        guard !profile.layers.isEmpty else { return [] }
        return ["| layer | folders | modules | may use |", "|---|---|---|---|"]
            + profile.layers.map { layer in
                let uses = layer.mayUse + (layer.mayUseItsOwnLayer ? ["other \(layer.name) units"] : [])
                return "| \(layer.name) | "
                    + [layer.folders, layer.modules].map { $0.isEmpty ? "none" : $0.map { "`\($0)`" }.joined(separator: ", ") }.joined(separator: " | ")
                    + " | " + (uses.isEmpty ? "nothing else" : uses.joined(separator: ", ")) + " |"
            }
    }
}
