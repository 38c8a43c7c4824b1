import Foundation
import Testing
import ViperaSupport

/// Work runs on deep stacks, keeps the elements' order, gives up on an element that outlasts
/// its time limit without waiting for it, and gives each lane to one thread at a time.
@Suite struct ConcurrentlyTests {
    @Test func valuesKeepTheElementsOrder() {
        #expect(Concurrently.map(Array(0..<100)) { $0 * 2 } == Array(0..<100).map { $0 * 2 })
    }

    /// Recurses `level` times, each frame holding some bytes.
    private static func depth(_ level: Int) -> Int {
        let frame = (level, level, level, level, level, level, level, level)
        return level == 0 ? 0 : 1 + depth(frame.7 - 1)
    }

    @Test func deepRecursionFitsOnAWorkerStack() {
        // Far deeper than the 512 KB to 8 MB stacks of dispatch's worker threads allow.
        #expect(Concurrently.map([200_000, 1]) { Self.depth($0) } == [200_000, 1])
    }

    @Test func anElementPastItsTimeLimitGetsTheFallbackAndTheOthersFinish() {
        let start = Date()
        let values = Concurrently.map(
            Array(0..<6), timeLimit: 0.2,
            { element in
                if element == 2 { Thread.sleep(forTimeInterval: 5) }
                return "done \(element)"
            },
            timedOut: { "gave up on \($0)" }
        )
        #expect(values == ["done 0", "done 1", "gave up on 2", "done 3", "done 4", "done 5"])
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func eachLaneIsOneThreadsAtATime() {
        let lanes = 3
        let busy = (0..<lanes).map { _ in Flag() }
        let values = Concurrently.map(60, lanes: lanes) { index, lane -> Int in
            #expect(lane >= 0 && lane < lanes)
            #expect(busy[lane].enter(), "lane \(lane) is in use by another thread")
            Thread.sleep(forTimeInterval: 0.001)
            busy[lane].leave()
            return index * 3
        }
        #expect(values == (0..<60).map { $0 * 3 })
        #expect(Concurrently.map(1, lanes: lanes) { index, lane in [index, lane] } == [[0, 0]])
    }
}

/// Whether a lane is in use, set and cleared from any thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    /// Sets the flag; false when it was set already.
    func enter() -> Bool {
        lock.withLock {
            defer { isSet = true }
            return !isSet
        }
    }

    func leave() {
        lock.withLock { isSet = false }
    }
}
