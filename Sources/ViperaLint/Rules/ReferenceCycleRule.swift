import ViperaCore

/// Classes hold each other strongly in a cycle, so none of them is ever freed.
struct ReferenceCycleRule: Rule {
    static let description = RuleDescription(
        id: "reference-cycle",
        defaultSeverity: .error,
        category: .cycle,
        summary: "Classes hold each other through strong stored references in a cycle (a protocol-typed reference counts for every conforming class).",
        triggering: triggeringExamples + scopedNameExamples + viewHierarchyExamples + containmentExamples + inferredTypeExamples + fillExamples
            + backReferenceExamples,
        nonTriggering: nonTriggeringExamples + viewHierarchyTraps + containmentTraps + inferredTypeTraps + fillTraps
    )

    /// One finding per independent cycle, on its back reference (see `CycleReport`), with the
    /// cycle's other references as related locations; a group whose cycles the search did not
    /// list (they are all too long) is reported by its shortest cycle. A cycle of `let`
    /// references only cannot be built (each needs the other initialised first), and one of weak
    /// outlets and what UIKit keeps only (see `ViewHierarchy`) keeps nothing alive, nor does a
    /// tree of views each creating the next (see `ViewHierarchy.isTree`) (the view hierarchy keeps a subview through its
    /// superview, never the other way round): neither is reported.
    func check(_ index: FactIndex) -> [Finding] {
        index.referenceCycles.flatMap { group in
            let buildable = { (cycle: [ReferenceGraph.Edge]) in
                !cycle.allSatisfy(\.isConstant) && cycle.contains { $0.ownership.owns && !$0.isKeptByFramework } && !ViewHierarchy.isTree(cycle, index)
            }
            let listed = group.cycles.filter { !$0.contains(where: \.isClosure) && buildable($0) }
            let cycles = listed.isEmpty ? group.shortestStrongCycle.map { [$0] }?.filter(buildable) ?? [] : listed
            let reports = CycleReport.reports(for: cycles, in: index)
            return reports.map { report in
                let back = report.backReference
                return Self.finding(
                    "strong reference cycle: \(CycleFinder.describe(report.cycle)); \(report.evidence.map { "\($0.description): " } ?? "")\(report.advice)"
                        + Self.others(reports.count, of: cycles.count, truncated: group.isTruncated, classes: group.classes),
                    file: back.file,
                    range: back.range,
                    symbol: back.symbol,
                    related: report.related,
                    cycle: report.cycle.map(CycleStep.init)
                )
            }
        }
    }

    /// ` (3 references break the 8 cycles among 7 classes: A, B, C, D, E and 2 more)` when the group
    /// has more than one cycle.
    private static func others(_ reports: Int, of cycles: Int, truncated: Bool, classes: [String]) -> String {
        guard cycles > 1 else { return "" }
        let shown = classes.prefix(5).joined(separator: ", ") + (classes.count > 5 ? " and \(classes.count - 5) more" : "")
        let count = "\(cycles)\(truncated ? "+" : "")"
        return reports == 1
            ? " (it breaks all \(count) cycles among \(classes.count) classes: \(shown))"
            : " (1 of \(reports) references that break the \(count) cycles among \(classes.count) classes: \(shown))"
    }
}
