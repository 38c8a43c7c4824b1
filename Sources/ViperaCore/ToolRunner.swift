import Foundation

/// Runs command line tools (`swift`, `git`, Graphviz's `dot`).
public enum ToolRunner {
    /// How a run ended.
    public struct Result: Sendable {
        /// The exit status.
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
    /// most `timeout` seconds (then stops it); `nil` when it cannot be started.
    public static func run(
        _ executable: URL, _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
        environment: [String: String]? = nil, timeout: Double = 60
    ) -> Result? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let (inputPipe, outputPipe, errorPipe) = (Pipe(), Pipe(), Pipe())
        process.standardInput = input.isEmpty ? FileHandle.nullDevice : inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        guard (try? process.run()) != nil else { return nil }
        nonisolated(unsafe) var output = Data()
        nonisolated(unsafe) var errors = Data()
        let group = DispatchGroup()
        // Written and read on their own threads: a tool that fills one pipe while we wait on
        // another would otherwise never finish.
        if !input.isEmpty {
            DispatchQueue.global().async(group: group) {
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        DispatchQueue.global().async(group: group) { output = outputPipe.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errors = errorPipe.fileHandleForReading.readDataToEndOfFile() }
        guard group.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            process.waitUntilExit()
            return Result(status: process.terminationStatus, output: Data(), errors: Data(), timedOut: true)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: output, errors: errors, timedOut: false)
    }
}
