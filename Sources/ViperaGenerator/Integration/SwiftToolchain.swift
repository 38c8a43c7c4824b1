import Foundation

/// Runs the `swift` command line tool, when there is one.
enum SwiftToolchain {
    /// The standard output of `swift arguments…` run in `directory`, `nil` when `swift` is not on
    /// the `PATH`, fails, or takes longer than a minute.
    static func run(_ arguments: [String], in directory: URL) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let reader = DispatchQueue(label: "vipera.swift-output")
        nonisolated(unsafe) var data = Data()
        let done = DispatchSemaphore(value: 0)
        reader.async {
            data = output.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        guard done.wait(timeout: .now() + 60) == .success else {
            process.terminate()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
