import Foundation

/// Work spread over all cores, on threads whose stacks hold the Swift parser's deepest nesting
/// (a dispatch worker thread's default stack does not), results in the elements' order. The
/// validator runs each file through it within a time limit; the generator renders on lanes,
/// each with caches of its own.
public enum Concurrently {
    /// The stack of each worker thread. Only the pages a thread touches are ever backed by
    /// memory, so reserving much costs little; SwiftParser at the validator's nesting limit and
    /// the visitors walking its trees need a fraction of it, even in a debug build.
    public static let stackSize = 256 << 20

    /// `transform` applied to each element, on all cores, in the elements' order.
    public static func map<Element: Sendable, Value: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Value
    ) -> [Value] {
        run(elements.count, workers: ProcessInfo.processInfo.activeProcessorCount, limit: nil) { index, _ in transform(elements[index]) }
    }

    /// Like `map(_:_:)`, but an element still running `seconds` after it started gets
    /// `timedOut(element)` instead: its thread is abandoned (a thread cannot be stopped; it ends
    /// with the process) and another takes its place, so one slow element cannot hold up the run.
    public static func map<Element: Sendable, Value: Sendable>(
        _ elements: [Element], timeLimit seconds: Double,
        _ transform: @escaping @Sendable (Element) -> Value, timedOut: @escaping (Element) -> Value
    ) -> [Value] {
        let limit = TimeLimit(seconds: seconds) { timedOut(elements[$0]) }
        return run(elements.count, workers: ProcessInfo.processInfo.activeProcessorCount, limit: limit) { index, _ in
            transform(elements[index])
        }
    }

    /// `body(index, lane)` for every index below `count`, on up to `lanes` threads at once, the
    /// results in index order. Each lane (below `lanes`) is one thread's at a time, so the caller
    /// can keep caches of its own for each lane without locks.
    public static func map<Value>(_ count: Int, lanes: Int, _ body: (_ index: Int, _ lane: Int) -> Value) -> [Value] {
        guard lanes > 1, count > 1 else { return (0..<count).map { body($0, 0) } }
        return withoutActuallyEscaping(body) { body in
            // The pool's threads have all ended when `run` returns, so `body` does not escape.
            nonisolated(unsafe) let body = body
            return run(count, workers: lanes, limit: nil) { index, lane in body(index, lane) }
        }
    }

    private static func run<Value>(
        _ count: Int, workers: Int, limit: TimeLimit<Value>?, _ transform: @escaping @Sendable (Int, Int) -> Value
    ) -> [Value] {
        guard count > 0 else { return [] }
        return WorkerPool(count: count, transform: transform).run(workers: min(workers, count), stackSize: stackSize, limit: limit)
    }
}

/// How long one element may take, and the value an element that takes longer gets.
struct TimeLimit<Value> {
    let seconds: Double
    let fallback: (_ index: Int) -> Value
}
