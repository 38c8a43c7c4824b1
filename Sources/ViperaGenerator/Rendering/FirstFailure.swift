import Foundation

/// Work done for indices on several lanes at once, of which only the first failure in index
/// order counts: once an index fails, work for later indices is skipped (a runaway template
/// then costs one file's or one module's limits, not every file's).
final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    /// The lowest index that failed so far.
    private var failed = Int.max

    /// `work()` as a result, or `nil` when an index before `index` has failed already.
    func run<Value, Failure: Error>(_ index: Int, _ work: () throws(Failure) -> Value) -> Result<Value, Failure>? {
        guard lock.withLock({ index < failed }) else { return nil }
        let outcome = Result(catching: work)
        if case .failure = outcome { lock.withLock { failed = min(failed, index) } }
        return outcome
    }
}
