import Foundation

/// Runs a command line tool found on the `PATH` (`swift`, `git`), when there is one.
enum ToolRunner {
    /// The standard output of `arguments` (the tool's name first) run in `directory` with
    /// `environment`; `nil` when the tool is not on the `PATH`, fails, or takes longer than
    /// `timeout` seconds.
    static func output(of arguments: [String], in directory: URL, environment: [String: String]? = nil, timeout: Double = 60) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        nonisolated(unsafe) var data = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            data = output.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
