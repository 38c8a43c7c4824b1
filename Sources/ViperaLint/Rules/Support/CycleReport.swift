import ViperaCore

/// Where a reference cycle is reported: on the reference the fix belongs on, the back
/// reference by the architecture's ownership direction, with the cycle's other references as
/// related locations.
///
/// A group of classes holding each other may hold several cycles. Its cycles are taken shortest
/// first; each one that no reference reported so far breaks gets a report on its own back
/// reference. Making every reported reference weak therefore breaks every cycle of the group
/// (of those the search lists, see `CycleFinder.maximumCycles`).
struct CycleReport {
    /// The reference to make weak.
    let backReference: ReferenceGraph.Edge
    /// Why it points back, when the code tells (who created or holds whom).
    let evidence: BackReferenceEvidence?
    /// The cycle, starting at the back reference.
    let cycle: [ReferenceGraph.Edge]

    /// What to change: `make A.b weak`; for a collection, which cannot be weak, how it holds its
    /// elements (a collection the code shows points back, or no other reference points back as surely).
    var advice: String {
        backReference.isCollection
            ? "hold the elements of \(backReference.label) in weak boxes (a collection cannot be weak)" : "make \(backReference.label) weak"
    }

    /// The cycle's other references.
    var related: [FindingLocation] {
        cycle.dropFirst().map { FindingLocation(file: $0.file, range: $0.range) }
    }

    /// One report per independent cycle of `cycles`, each on its back reference.
    static func reports(for cycles: [[ReferenceGraph.Edge]], in index: FactIndex) -> [CycleReport] {
        var broken: Set<FindingLocation> = []
        var reports: [CycleReport] = []
        for cycle in cycles.enumerated().sorted(by: { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }).map(\.element) {
            guard !cycle.contains(where: { broken.contains(FindingLocation(file: $0.file, range: $0.range)) }) else { continue }
            // A collection cannot be weak: between references that point back as surely, the other.
            let scores = cycle.map { (backness(of: $0, index), $0.isCollection ? 0 : 1) }
            guard let best = scores.max(by: <), let first = scores.firstIndex(where: { $0 == best }) else { continue }
            let back = cycle[first]
            broken.insert(FindingLocation(file: back.file, range: back.range))
            reports.append(
                CycleReport(backReference: back, evidence: BackReferenceEvidence(back, index), cycle: Array(cycle[first...] + cycle[..<first])))
        }
        return reports
    }

    /// Names of properties that point back at an owner.
    private static let backReferenceWords = ["delegate", "output", "parent", "owner", "listener", "handler", "observer", "callback"]

    /// How surely `edge` points against the ownership direction: never for what UIKit keeps
    /// (-1: no property to make weak); 6 when the profile's ownership
    /// matrix says its holder must not own its target (presenter → view, interactor → presenter,
    /// router → view), 0 when it says it must: the architecture decides between its roles; else 5
    /// when the code shows it points back (its target created its holder or handed itself to it,
    /// see `BackReferenceEvidence`); otherwise 3 for a delegate, output, handler or parent (by the property's or its type's
    /// name), 2 for a reference from a class without a role to a module's component (which its
    /// module owns), 0 when the code shows it points forward (its holder created its target),
    /// else 1.
    static func backness(of edge: ReferenceGraph.Edge, _ index: FactIndex) -> Int {
        if edge.isKeptByFramework { return -1 }
        let holder = index.assignment(of: edge.from)?.role
        let held = index.assignment(of: edge.to)?.role
        if let holder, let held, let requirement = index.profile.ownership.requirement(holder: holder, held: held) {
            return requirement == .strong ? 0 : 6
        }
        if BackReferenceEvidence(edge, index) != nil { return 5 }
        let property = edge.property.lowercased()
        if backReferenceWords.contains(where: property.contains)
            || edge.typeNames.contains(where: { index.profile.namesDelegate($0) || index.profile.delegateSuffixes.contains($0) })
        {
            return 3
        }
        if holder == nil && held != nil { return 2 }
        return BackReferenceEvidence.pointsForward(edge, index) ? 0 : 1
    }
}

private func < (lhs: (Int, Int), rhs: (Int, Int)) -> Bool {
    lhs.0 != rhs.0 ? lhs.0 < rhs.0 : lhs.1 < rhs.1
}
