import ViperaCore

/// A closure stored in a property captures `self` strongly and so closes a reference cycle, or
/// is kept for ever where nothing can release it (see `ObserverLeaks`).
struct ClosureCaptureCycleRule: Rule {
    static let description = RuleDescription(
        id: "closure-capture-cycle",
        defaultSeverity: .error,
        category: .cycle,
        summary: "A closure captures self strongly where it is kept: in a property, closing a reference cycle, or for ever (an observer block never removed).",
        triggering: triggeringExamples + heldSelfExamples + tokenExamples + timerExamples + associatedBagExamples + builtValueExamples + taskExamples
            + metatypeExamples + valueExamples,
        nonTriggering: nonTriggeringExamples + heldSelfTraps + tokenTraps + timerTraps + associatedBagTraps + builtValueTraps + taskTraps + metatypeTraps
    )

    /// What to do about an endless task's body, which `[weak self]` does not release.
    static let taskAdvice = "cancel the task when self is done: a task that loops keeps self as long as it runs, even with [weak self]"

    func check(_ index: FactIndex) -> [Finding] {
        cycleFindings(index)
            + ObserverLeaks.blocks(index).map { owner, block in
                Self.finding(
                    ObserverLeaks.message, file: block.file, range: block.range,
                    symbol: Symbol.key(module: index.module(of: owner.name), owner.name, "addObserver"))
            }
    }

    /// One finding per closure, with the shortest cycle it closes, starting at the closure; the
    /// cycle's other references are related locations. A subscription that holds `self` without
    /// a closure literal (`assign(to:on: self)`, a method passed by name) or a timer holding it
    /// as its target is reported as one.
    private func cycleFindings(_ index: FactIndex) -> [Finding] {
        index.referenceCycles.flatMap { group in
            var reported: Set<FindingLocation> = []
            return group.cycles.sorted { $0.count < $1.count }.compactMap { cycle -> Finding? in
                guard let position = cycle.firstIndex(where: \.isClosure),
                    reported.insert(FindingLocation(file: cycle[position].file, range: cycle[position].range)).inserted
                else { return nil }
                let closure = cycle[position]
                let rotated = Array(cycle[position...] + cycle[..<position])
                let cycleText = CycleFinder.describe(rotated)
                let message =
                    closure.heldSelf.map { "\($0.holder) and closes a cycle: \(cycleText); \($0.advice)" }
                    ?? "closure captures self strongly and closes a cycle: \(cycleText); \(closure.isTaskBody ? Self.taskAdvice : "capture [weak self]")"
                return Self.finding(
                    message,
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
