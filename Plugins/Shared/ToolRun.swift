import Foundation

/// Runs vipera from a command plugin and waits for it. Plugins cannot share a library, so this
/// one file is linked into each command plugin's folder.
enum ToolRun {
    /// vipera failed; the command fails with its status.
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "vipera exited with status \(status)" }
    }

    /// Runs `executable` with `arguments` in `directory`, its output going to the plugin's own;
    /// returns its exit status.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
