import Foundation

/// What several rules derive from the same index, computed once per index on first use.
final class DerivedFacts: @unchecked Sendable {
    private let lock = NSLock()
    private var cycles: [CycleGroup]?

    /// The strong reference cycles of `index` (both cycle rules read them).
    func referenceCycles(of index: FactIndex) -> [CycleGroup] {
        lock.lock()
        defer { lock.unlock() }
        if let cycles { return cycles }
        let found = CycleFinder.cycles(in: ReferenceGraph(index))
        cycles = found
        return found
    }
}

extension FactIndex {
    /// The strong reference cycles among the codebase's classes, by group of classes that hold
    /// each other, found once per index.
    var referenceCycles: [CycleGroup] { derived.referenceCycles(of: self) }
}
