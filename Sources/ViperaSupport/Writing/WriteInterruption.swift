import Foundation

/// A request to stop a write halfway (Ctrl-C, `kill`), made from a signal handler and honoured
/// by the writer between two file-system steps, so the run can be rolled back before it ends.
///
/// The handler asks `shouldDefer(signal:)`: while a write is under way `AllOrNothingWriter` rolls
/// back and throws `FileWriteError.interrupted`; before it, nothing has been written and the
/// program can end at once; after the write's last step, the run is complete and ends normally.
public final class WriteInterruption: @unchecked Sendable {
    private enum State {
        case idle, writing, committed
        case requested(signal: Int32)
    }

    private let lock = NSLock()
    private var state = State.idle

    public init() {}

    /// Called by a signal handler: `true` when the writer will deal with the signal (a write is
    /// under way or finished), `false` when the program should end now (nothing was written).
    public func shouldDefer(signal: Int32) -> Bool {
        lock.withLock {
            switch state {
            case .idle: return false
            case .writing:
                state = .requested(signal: signal)
                return true
            case .committed, .requested: return true
            }
        }
    }

    /// The writer starts its first file-system step.
    public func beginWriting() {
        lock.withLock { state = .writing }
    }

    /// The signal that asked the write to stop, if one did.
    public var requestedSignal: Int32? {
        lock.withLock {
            if case .requested(let signal) = state { return signal }
            return nil
        }
    }

    /// The writer is past its last step; from now on a signal no longer stops it. Returns the
    /// signal that arrived before, if any: then the write must be rolled back instead.
    public func commit() -> Int32? {
        lock.withLock {
            if case .requested(let signal) = state { return signal }
            state = .committed
            return nil
        }
    }
}
