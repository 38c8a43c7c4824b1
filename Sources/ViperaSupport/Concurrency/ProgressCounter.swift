import Foundation

/// Counts work finished on many threads and tells a handler after each piece, in order.
public final class ProgressCounter: @unchecked Sendable {
    /// Told how many pieces are done, of how many.
    public typealias Handler = @Sendable (_ done: Int, _ total: Int) -> Void

    private let lock = NSLock()
    private let total: Int
    private let handler: Handler
    private var done = 0

    /// A counter of `total` pieces; `nil` when there is no handler to tell.
    public init?(total: Int, handler: Handler?) {
        guard let handler else { return nil }
        self.total = total
        self.handler = handler
    }

    /// Counts one more piece done.
    public func advance() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        handler(done, total)
    }
}
