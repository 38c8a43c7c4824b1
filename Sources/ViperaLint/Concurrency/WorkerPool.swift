import Foundation

/// Threads that take elements in turn and store each one's value; the thread that runs the
/// pool waits for them, and gives up on an element that outlasts its time limit.
final class WorkerPool<Element: Sendable, Value: Sendable>: @unchecked Sendable {
    private let elements: [Element]
    private let transform: @Sendable (Element) -> Value
    /// Guards everything below; signalled whenever a value is stored or a worker starts one.
    private let condition = NSCondition()
    private var values: [Value?]
    private var stored = 0
    private var next = 0
    /// What each live worker is doing: the element it started and when (`nil` when idle).
    private var running: [Int: (element: Int, start: Double)] = [:]
    private var nextWorkerID = 0

    init(elements: [Element], transform: @escaping @Sendable (Element) -> Value) {
        self.elements = elements
        self.transform = transform
        values = Array(repeating: nil, count: elements.count)
    }

    /// Starts `workers` threads and returns once every element has its value: computed, or
    /// the limit's fallback for one still running when its time is up.
    func run(workers: Int, stackSize: Int, limit: TimeLimit<Element, Value>?) -> [Value] {
        condition.lock()
        defer { condition.unlock() }
        for _ in 0..<workers { startWorker(stackSize: stackSize) }
        while stored < elements.count {
            guard let limit, let oldest = running.values.map(\.start).min() else {
                condition.wait()
                continue
            }
            let deadline = oldest + limit.seconds
            if LintTiming.now() < deadline {
                _ = condition.wait(until: Date(timeIntervalSinceNow: deadline - LintTiming.now()))
                continue
            }
            for (worker, job) in running where LintTiming.now() - job.start >= limit.seconds {
                // The worker is abandoned: whatever it computes later is dropped, and it stops.
                running[worker] = nil
                values[job.element] = limit.fallback(elements[job.element])
                stored += 1
                if next < elements.count { startWorker(stackSize: stackSize) }
            }
        }
        return values.map { $0! }
    }

    /// Starts one more worker thread; called with the lock held.
    private func startWorker(stackSize: Int) {
        let id = nextWorkerID
        nextWorkerID += 1
        let thread = Thread { [self] in work(as: id) }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Takes elements until none is left, or until the pool gave up on this worker.
    private func work(as id: Int) {
        condition.lock()
        while next < elements.count {
            let element = next
            next += 1
            running[id] = (element, LintTiming.now())
            condition.broadcast()
            condition.unlock()
            let value = transform(elements[element])
            condition.lock()
            guard running.removeValue(forKey: id) != nil else { break }
            values[element] = value
            stored += 1
            condition.broadcast()
        }
        condition.unlock()
    }
}
