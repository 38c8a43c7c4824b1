import ChildSession
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs command line tools (`swift`, `git`, Graphviz's `dot`). Each runs in a session of its
/// own, under a time limit: on timeout, and when vipera itself is stopped (`stopAll`), the tool
/// and everything it started are killed, even what put itself in a process group of its own
/// (as `swift package` does with the manifest it runs).
public enum ToolRunner {
    /// How a run ended.
    public struct Result: Sendable {
        /// The exit status (128 plus the signal's number when a signal ended it).
        public let status: Int32
        /// What it wrote to standard output.
        public let output: Data
        /// What it wrote to standard error.
        public let errors: Data
        /// Whether it was stopped for taking longer than allowed.
        public let timedOut: Bool
    }

    /// The standard output of `arguments` (the tool's name first) run in `directory` with
    /// `environment`; `nil` when the tool is not on the `PATH`, fails, or takes longer than
    /// `timeout` seconds.
    public static func output(of arguments: [String], in directory: URL, environment: [String: String]? = nil, timeout: Double = 60) -> Data? {
        guard let result = run(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory, environment: environment, timeout: timeout),
            result.status == 0, !result.timedOut
        else { return nil }
        return result.output
    }

    /// The executable called `name` in a folder of the `PATH`, if there is one.
    public static func locate(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }

    /// Runs `executable` with `arguments`, `input` on its standard input, and waits for it for at
    /// most `timeout` seconds (then kills it and what it started); `nil` when it cannot be started.
    public static func run(
        _ executable: URL, _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
        environment: [String: String]? = nil, timeout: Double = 60
    ) -> Result? {
        let environment = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        guard let child = ChildProcess(executable.path, [executable.path] + arguments, environment: environment, directory: directory?.path)
        else { return nil }
        guard Sessions.shared.insert(child.pid) else {
            // vipera is being stopped: what it starts now is stopped at once.
            stop(session: child.pid)
            return nil
        }
        defer { Sessions.shared.remove(child.pid) }
        nonisolated(unsafe) var output = Data()
        nonisolated(unsafe) var errors = Data()
        nonisolated(unsafe) var status: Int32 = 0
        let group = DispatchGroup()
        // Written, read and waited for on threads of their own: a tool that fills one pipe while
        // we wait on another would otherwise never finish, and blocking Dispatch's few shared
        // threads would starve the signal handlers that stop a run.
        let (outputHandle, errorHandle) = (child.output, child.error)
        Thread.detachNewThread { child.write(input: input) }
        let works: [@Sendable () -> Void] = [
            { output = outputHandle.readDataToEndOfFile() }, { errors = errorHandle.readDataToEndOfFile() }, { status = child.waitForExit() },
        ]
        for work in works {
            group.enter()
            Thread.detachNewThread {
                work()
                group.leave()
            }
        }
        guard group.wait(timeout: .now() + min(max(timeout, 0), 86_400)) == .success else {
            stop(session: child.pid)
            // Whatever still holds the pipes is gone with the session; the readers end with it.
            _ = group.wait(timeout: .now() + 5)
            return Result(status: status, output: Data(), errors: Data(), timedOut: true)
        }
        return Result(status: status, output: output, errors: errors, timedOut: false)
    }

    /// Kills every tool still running and what it started, and any tool started from now on:
    /// for a run that is being stopped.
    public static func stopAll() {
        for session in Sessions.shared.stopping() { stop(session: session) }
    }

    /// Asks the session to end (`SIGTERM`), then kills what is left of it a moment later.
    private static func stop(session: pid_t) {
        guard vipera_signal_session(session, SIGTERM) > 0 else { return }
        for _ in 0..<20 {
            usleep(25_000)
            if vipera_signal_session(session, 0) == 0 { return }
        }
        _ = vipera_signal_session(session, SIGKILL)
    }

    /// The sessions of the tools running now.
    private final class Sessions: @unchecked Sendable {
        static let shared = Sessions()
        private let lock = NSLock()
        private var sessions: Set<pid_t> = []
        private var isStopping = false

        /// Records a session; false once the run is being stopped.
        func insert(_ session: pid_t) -> Bool {
            lock.withLock {
                guard !isStopping else { return false }
                sessions.insert(session)
                return true
            }
        }

        func remove(_ session: pid_t) { _ = lock.withLock { sessions.remove(session) } }

        /// The sessions running now; from now on, none may be added.
        func stopping() -> [pid_t] {
            lock.withLock {
                isStopping = true
                return Array(sessions)
            }
        }
    }
}
