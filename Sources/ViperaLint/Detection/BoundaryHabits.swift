import ViperaCore

/// A role's boundary the team's modules cross by habit: their presenters import UIKit or name
/// UI types, by majority. `vipera init` lifts it (`lint.roles.lifted_boundaries`), saying why:
/// the team's rule is not a finding in every module, nor in a module made from the team's template.
public struct LiftedBoundary: Sendable, Hashable {
    /// The role whose boundary the team's modules cross.
    public let role: Role
    /// What the boundary asks, e.g. `imports no UIKit, SwiftUI; names no UI… types`.
    public let restrictions: String
    /// How many of the modules with a component of that role cross it.
    public let evidence: ModuleCount

    /// Why the boundary is lifted, e.g. `the Presenter's boundary (imports no UIKit; names no UI…
    /// types) is crossed in 7 of 9 modules: the team's rule`.
    public var reason: String {
        "the \(role)'s boundary (\(restrictions)) is crossed in \(evidence): the team's rule"
    }
}

/// Which roles' boundaries (`Profile.boundaries`) most of the team's modules cross, read from
/// the index the boundary rules (`forbidden-import`, `forbidden-dependency`) run on, with their
/// own tests. A boundary is the team's rule when at least `minimumCrossing` modules, and more
/// than half of those with a component of its role, cross it, or when every one of them does (two
/// at least: an app of two modules); test code aside.
enum BoundaryHabits {
    /// How many modules must cross a boundary before it is the team's rule: a rule the team never
    /// sees reported again needs more evidence than a name learned from two modules.
    static let minimumCrossing = 3

    /// The boundaries the team's modules cross by majority, in the profile's order.
    static func learn(_ index: FactIndex) -> [LiftedBoundary] {
        let profile = index.profile
        var modules: [Role: Set<String>] = [:]
        var crossing: [Role: Set<String>] = [:]
        let filesByPath = Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for info in index.typesInNameOrder where info.kind != .protocol && !info.isTestCode {
            guard let assignment = index.assignment(of: info.name), let module = assignment.module else { continue }
            let boundaries = profile.boundaries.filter { $0.role == assignment.role }
            guard !boundaries.isEmpty else { continue }
            modules[assignment.role, default: []].insert(module)
            let crosses = info.facts.contains { fact in
                let imports = filesByPath[fact.file]?.imports ?? []
                return imports.contains { ForbiddenImportRule.forbids($0.module, to: assignment, in: profile) }
                    || fact.mentionedNames.contains { $0.name != info.name && ForbiddenDependencyRule.reason($0.name, boundaries, index) != nil }
            }
            if crosses { crossing[assignment.role, default: []].insert(module) }
        }
        return profile.boundaries.reduce(into: [LiftedBoundary]()) { lifted, boundary in
            let role = boundary.role
            let (count, total) = (crossing[role]?.count ?? 0, modules[role]?.count ?? 0)
            // Fewer modules than the minimum do when every one of them (two at least) crosses it.
            guard count >= minimumCrossing || (count >= 2 && count == total), count * 2 > total, !lifted.contains(where: { $0.role == role }) else {
                return
            }
            let restrictions = profile.boundaries.filter { $0.role == role }.flatMap(ProfileDocumentation.restrictions).joined(separator: "; ")
            lifted.append(LiftedBoundary(role: role, restrictions: restrictions, evidence: ModuleCount(count, of: total)))
        }
    }
}
