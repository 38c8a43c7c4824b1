import ViperaCore

/// A closure stored in a property captures `self` strongly and so closes a reference cycle.
struct ClosureCaptureCycleRule: Rule {
    static let description = RuleDescription(
        id: "closure-capture-cycle",
        defaultSeverity: .error,
        category: .cycle,
        summary: "A closure stored in a property captures self strongly, closing a reference cycle.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples
    )

    /// One finding per closure, with the shortest cycle it closes, starting at the closure; the
    /// cycle's other references are related locations.
    func check(_ index: FactIndex) -> [Finding] {
        index.referenceCycles.flatMap { group in
            var reported: Set<FindingLocation> = []
            return group.cycles.sorted { $0.count < $1.count }.compactMap { cycle -> Finding? in
                guard let position = cycle.firstIndex(where: \.isClosure),
                    reported.insert(FindingLocation(file: cycle[position].file, range: cycle[position].range)).inserted
                else { return nil }
                let closure = cycle[position]
                let rotated = Array(cycle[position...] + cycle[..<position])
                return Self.finding(
                    "closure captures self strongly and closes a cycle: \(CycleFinder.describe(rotated)); capture [weak self]",
                    file: closure.file,
                    range: closure.range,
                    symbol: closure.symbol,
                    related: rotated.dropFirst().map { FindingLocation(file: $0.file, range: $0.range) },
                    cycle: rotated.map(CycleStep.init)
                )
            }
        }
    }
}
