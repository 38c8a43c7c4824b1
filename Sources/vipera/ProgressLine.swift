import Foundation
import ViperaSupport

/// Progress on standard error for a person watching a long run: one line, redrawn in place at
/// most ten times a second, and erased before the results are printed. Only a terminal gets it:
/// logs and pipes never see it, and `--quiet` turns it off.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let describe: @Sendable (_ done: Int, _ total: Int) -> String
    private var lastDrawn = -Double.infinity
    private var width = 0
    private var finished = false

    /// A progress line when `quiet` is off and standard error is a terminal, else `nil`.
    init?(quiet: Bool, describe: @escaping @Sendable (_ done: Int, _ total: Int) -> String) {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        self.describe = describe
    }

    /// What to tell a `ProgressCounter`.
    var handler: ProgressCounter.Handler {
        { [self] done, total in update(done, total) }
    }

    private func update(_ done: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = ProcessInfo.processInfo.systemUptime
        guard !finished, now - lastDrawn >= 0.1 else { return }
        lastDrawn = now
        let text = "vipera: " + describe(done, total)
        let padding = String(repeating: " ", count: max(0, width - text.count))
        width = text.count
        FileHandle.standardError.write(Data("\r\(text)\(padding)".utf8))
    }

    /// Erases the line; later updates are dropped.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        guard width > 0 else { return }
        FileHandle.standardError.write(Data("\r\(String(repeating: " ", count: width))\r".utf8))
    }
}
