import Foundation

/// Threads that take the indices below a count in turn and store each one's value; the thread
/// that runs the pool waits for them, and gives up on an index that outlasts its time limit.
/// Each worker has its own number (its lane), passed to the transform with the index.
final class WorkerPool<Value>: @unchecked Sendable {
    private let count: Int
    /// Dropped once every value is in, so nothing it captured outlives `run`.
    private var transform: (@Sendable (_ index: Int, _ worker: Int) -> Value)?
    /// Guards everything below; signalled when the last value is stored, and when a worker
    /// starts one while none was running (the pool may then be waiting without a deadline). A
    /// start never brings the deadline forward (the oldest running index sets it), and a value
    /// stored only pushes it back: the pool wakes at the deadline it knew and looks again, so
    /// most indices cost no wake-up.
    private let condition = NSCondition()
    private var values: [Value?]
    private var stored = 0
    private var next = 0
    /// What each live worker is doing: the index it started and when (`nil` when idle).
    private var running: [Int: (index: Int, start: Double)] = [:]
    private var nextWorkerID = 0

    init(count: Int, transform: @escaping @Sendable (_ index: Int, _ worker: Int) -> Value) {
        self.count = count
        self.transform = transform
        values = Array(repeating: nil, count: count)
    }

    /// Starts `workers` threads and returns once every index has its value: computed, or the
    /// limit's fallback for one still running when its time is up (a worker replacing an
    /// abandoned one gets a new number).
    func run(workers: Int, stackSize: Int, limit: TimeLimit<Value>?) -> [Value] {
        condition.lock()
        defer { condition.unlock() }
        for _ in 0..<workers { startWorker(stackSize: stackSize) }
        while stored < count {
            guard let limit, let oldest = running.values.map(\.start).min() else {
                condition.wait()
                continue
            }
            let deadline = oldest + limit.seconds
            if Self.now() < deadline {
                _ = condition.wait(until: Date(timeIntervalSinceNow: deadline - Self.now()))
                continue
            }
            for (worker, job) in running where Self.now() - job.start >= limit.seconds {
                // The worker is abandoned: whatever it computes later is dropped, and it stops.
                running[worker] = nil
                values[job.index] = limit.fallback(job.index)
                stored += 1
                if next < count { startWorker(stackSize: stackSize) }
            }
        }
        transform = nil
        return values.map { $0! }
    }

    /// Seconds on a monotonic clock.
    private static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Starts one more worker thread; called with the lock held.
    private func startWorker(stackSize: Int) {
        let id = nextWorkerID
        nextWorkerID += 1
        let thread = Thread { [self] in work(as: id) }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Takes indices until none is left, or until the pool gave up on this worker.
    private func work(as id: Int) {
        condition.lock()
        while next < count {
            let index = next
            next += 1
            let wasIdle = running.isEmpty
            running[id] = (index, Self.now())
            let transform = transform!
            if wasIdle { condition.broadcast() }
            condition.unlock()
            let value = transform(index, id)
            condition.lock()
            guard running.removeValue(forKey: id) != nil else { break }
            values[index] = value
            stored += 1
            if stored == count { condition.broadcast() }
        }
        condition.unlock()
    }
}
