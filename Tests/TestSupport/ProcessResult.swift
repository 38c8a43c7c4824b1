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
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = ReadInBackground(out.fileHandleForReading)
        let errDataReader = ReadInBackground(err.fileHandleForReading)
        whileRunning?(process.processIdentifier)
        let errData = errDataReader.wait()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData.wait(), as: UTF8.self),
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
