import Foundation

/// What several rules derive from the same index, computed once per index on first use.
final class DerivedFacts: @unchecked Sendable {
    private let lock = NSLock()
    private var cycles: [CycleGroup]?
    private var factories: [String: Set<String>]?

    /// The strong reference cycles of `index` (both cycle rules read them).
    func referenceCycles(of index: FactIndex) -> [CycleGroup] {
        lock.lock()
        defer { lock.unlock() }
        if let cycles { return cycles }
        let found = CycleFinder.cycles(in: ReferenceGraph(index))
        cycles = found
        return found
    }

    /// The simple names of the types that functions named `name` make (see `Factory`).
    func typesMade(by name: String, in index: FactIndex) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        if factories == nil {
            factories = index.files.lazy.flatMap(\.factories).reduce(into: [:]) { $0[$1.name, default: []].insert($1.returns) }
        }
        return factories?[name] ?? []
    }
}

extension FactIndex {
    /// The strong reference cycles among the codebase's classes, by group of classes that hold
    /// each other, found once per index.
    var referenceCycles: [CycleGroup] { derived.referenceCycles(of: self) }

    /// The simple names of the types that functions named `name` make (`PollOption` for `func
    /// toPollOption(with poll: Poll) -> PollOption`), collected once per index.
    func typesMade(by name: String) -> Set<String> { derived.typesMade(by: name, in: self) }
}
