import ViperaCore
import ViperaSupport

/// Renders the naming conventions (`lint.conventions`) for `vipera rules`: one line each as
/// text, or each with its protocols, role names and how it differs from the profile as Markdown.
public enum ConventionDocumentation {
    /// The heading line and one line per convention.
    public static func text(_ conventions: [NamingConvention] = NamingConvention.builtIn) -> String {
        let width = conventions.map(\.name.count).max() ?? 0
        return "Naming conventions (lint.conventions; vipera is the default, several combine):\n"
            + conventions.map {
                "\($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)\n"
            }.joined()
    }

    /// The Markdown heading a convention's section takes, e.g. `` `rambler` convention ``.
    public static func heading(_ convention: NamingConvention) -> String {
        "`\(convention.name)` convention"
    }

    /// A convention's section: what it names and how, as Markdown under a `###` heading.
    public static func markdown(_ convention: NamingConvention) -> String {
        var lines = [
            "### \(heading(convention))", "", MarkdownText.escaped(convention.summary) + ".", "",
            "| protocol | declared by | implemented by |", "|---|---|---|",
        ]
        lines += convention.protocols.map {
            "| `<M>\($0.suffix)` | \($0.declaredBy.rawValue) | \($0.implementedBy?.rawValue ?? "the calling module") |"
        }
        lines += [""] + details(of: convention).map { "- \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the convention says besides its protocols, one sentence each.
    private static func details(of convention: NamingConvention) -> [String] {
        var details: [String] = []
        switch convention.requirement {
        case .profileRoles:
            details.append("Every module declares the protocols of the profile's required roles (`missing-role-protocol`).")
        case .rolesPresent(let roles) where roles.isEmpty:
            details.append("No protocol is required of a module.")
        case .rolesPresent(let roles):
            details.append("A module declares the protocols of these roles when it has them: " + roles.map(\.rawValue).joined(separator: ", ") + ".")
        }
        for (role, names) in convention.roleNames.sorted(by: { $0.key < $1.key }) {
            details.append("\(role.rawValue) types may also be named " + names.map { "`<M>\($0)`" }.joined(separator: ", ") + ".")
        }
        var implementations = convention.usesDefaultMarker ? ["`<M>Default<Role>`"] : []
        implementations += convention.implementationSuffixes.map { "`<M><Role>\($0)`" }
        if !implementations.isEmpty {
            details.append("Default implementations are named " + implementations.joined(separator: " or ") + ".")
        }
        if !convention.moduleFiles.isEmpty {
            details.append("A module may keep its protocols in one file: " + convention.moduleFiles.map { "`<M>\($0).swift`" }.joined(separator: ", ") + ".")
        }
        for (type, role) in convention.frameworkTypeRoles.sorted(by: { $0.key < $1.key }) {
            details.append("A `\(type)` subclass is the \(role.rawValue).")
        }
        for role in convention.liftedBoundaries {
            details.append("The \(role.rawValue)'s boundaries do not apply (it may import UIKit).")
        }
        for change in convention.ownershipChanges {
            details.append("\(change.holder.rawValue) → \(change.held.rawValue): " + wording(of: change.requirement) + ", whatever the profile says.")
        }
        return details
    }

    /// How an ownership requirement reads in a sentence.
    static func wording(of requirement: OwnershipRequirement?) -> String {
        switch requirement {
        case .some(.strong): "held strongly"
        case .some(.weak): "held weakly"
        case .some(.none): "not stored"
        case nil: "left to the cycle rules"
        }
    }
}
