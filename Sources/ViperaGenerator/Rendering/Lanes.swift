import Foundation

/// Work spread over a few threads ("lanes"), one per core: item `i` runs on lane `i % lanes`,
/// so each lane can keep caches of its own without locks.
enum Lanes {
    /// The number of lanes rendering uses: one per core, at most eight (each lane lexes the
    /// template files it renders once, so very many lanes would lex more than they save).
    static let count = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

    /// `body(index, lane)` for every index below `items`, on `lanes` threads at once; the results
    /// in index order.
    static func map<Result>(_ items: Int, lanes: Int, _ body: (_ index: Int, _ lane: Int) -> Result) -> [Result] {
        guard lanes > 1, items > 1 else { return (0..<items).map { body($0, 0) } }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items)
        _ = slots.initialize(from: repeatElement(nil, count: items))
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        // Each lane writes only its own slots; the buffer outlives the concurrent calls.
        nonisolated(unsafe) let output = slots
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                for index in stride(from: lane, to: items, by: lanes) {
                    output[index] = body(index, lane)
                }
            }
        }
        return slots.map { $0! }
    }
}
