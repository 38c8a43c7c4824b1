import Foundation

/// What a finished child process printed and how it exited.
public struct ProcessResult: Sendable, CustomStringConvertible {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

    /// Whether the output shows a Foundation error (its domain or a raw `NSError` dump) where a
    /// user should read what is wrong.
    public var showsFoundationError: Bool {
        ["NSCocoaErrorDomain", "Error Domain"].contains { (stdout + stderr).contains($0) }
    }

    /// Runs `executable` with `arguments` in `directory`, with `environment` added to (or, for
    /// `nil` values, removed from) the current environment, and waits for it.
    /// - Parameter whileRunning: called with the child's process id once it has started, before
    ///   waiting for it (to signal it, or to change files under its feet).
    public static func run(
        _ executable: URL,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String?] = [:],
        whileRunning: ((Int32) -> Void)? = nil
    ) throws -> ProcessResult {
        let child = try Child(executable, arguments, in: directory, environment: environment, onExit: nil)
        whileRunning?(child.process.processIdentifier)
        child.process.waitUntilExit()
        return child.result()
    }

    /// `run(_:_:in:environment:whileRunning:)` for a child that runs for minutes (a package
    /// build): the test waits suspended, so the thread it ran on serves other tests meanwhile.
    /// Swift Testing runs tests on the cooperative pool, one thread a core; tests blocked in
    /// long waits on all of them starve every other test, and a time limit then counts the time
    /// a test waited for a thread.
    public static func run(
        _ executable: URL,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String?] = [:]
    ) async throws -> ProcessResult {
        let exited = AsyncStream<Void>.makeStream()
        let child = try Child(executable, arguments, in: directory, environment: environment) { exited.continuation.finish() }
        for await _ in exited.stream {}
        return child.result()
    }
}

/// A started child process and the threads draining its output.
private struct Child {
    let process = Process()
    let stdout: ReadInBackground
    let stderr: ReadInBackground

    init(
        _ executable: URL, _ arguments: [String], in directory: URL?, environment: [String: String?],
        onExit: (@Sendable () -> Void)?
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let onExit { process.terminationHandler = { _ in onExit() } }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        stdout = ReadInBackground(out.fileHandleForReading)
        stderr = ReadInBackground(err.fileHandleForReading)
    }

    /// What the child printed and how it exited; call once it has exited.
    func result() -> ProcessResult {
        let errData = stderr.wait()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: stdout.wait(), as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}

/// Drains a pipe on another thread so a child writing a lot to both pipes cannot block.
private final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
