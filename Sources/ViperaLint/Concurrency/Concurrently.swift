import Foundation

/// Runs per-file work on all cores, on threads whose stacks hold the parser's deepest nesting
/// (a worker thread's default stack does not), each element within an optional time limit.
enum Concurrently {
    /// The stack of each worker thread. Only the pages a thread touches are ever backed by
    /// memory, so reserving much costs little; the parser at `SourceFileReader.maximumNestingLevel`
    /// and the visitors walking its trees need a fraction of it, even in a debug build.
    static let stackSize = 256 << 20

    /// `transform` applied to each element, on all cores, in the elements' order.
    static func map<Element: Sendable, Value: Sendable>(_ elements: [Element], _ transform: @escaping @Sendable (Element) -> Value) -> [Value] {
        run(elements, transform, limit: nil)
    }

    /// Like `map(_:_:)`, but an element still running `seconds` after it started gets
    /// `timedOut(element)` instead: its thread is abandoned (a thread cannot be stopped; it ends
    /// with the process) and another takes its place, so one slow file cannot hold up the run.
    static func map<Element: Sendable, Value: Sendable>(
        _ elements: [Element], timeLimit seconds: Double,
        _ transform: @escaping @Sendable (Element) -> Value, timedOut: @escaping (Element) -> Value
    ) -> [Value] {
        run(elements, transform, limit: TimeLimit(seconds: seconds, fallback: timedOut))
    }

    private static func run<Element: Sendable, Value: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Value, limit: TimeLimit<Element, Value>?
    ) -> [Value] {
        guard !elements.isEmpty else { return [] }
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, elements.count)
        return WorkerPool(elements: elements, transform: transform).run(workers: workers, stackSize: stackSize, limit: limit)
    }
}

/// How long one element may take, and the value it gets when it takes longer.
struct TimeLimit<Element, Value> {
    let seconds: Double
    let fallback: (Element) -> Value
}
