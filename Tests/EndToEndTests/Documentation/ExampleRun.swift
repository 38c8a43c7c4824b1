import Foundation
import TestSupport

/// Runs a console example in a fresh folder: copies its fixtures, runs its setup, then each
/// `$ command` through `/bin/sh`, with the built `vipera` first on the `PATH`.
struct ExampleRun {
    let example: ConsoleExample
    /// The folder standing for the working folder's parent (and `$HOME`).
    let root: TemporaryDirectory
    /// The folder the commands run in.
    let folder: URL

    init(_ example: ConsoleExample) throws {
        self.example = example
        root = try TemporaryDirectory(prefix: "vipera-docs")
        folder = root.url.appendingPathComponent((example.workingFolder as NSString).lastPathComponent)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Runs the example and returns what differs from the page: one message per failing step.
    func mismatches() throws -> [String] {
        defer { root.remove() }
        for fixture in example.fixtures {
            try Self.copy(Locations.packageRoot.appendingPathComponent(fixture.source), into: folder.appendingPathComponent(fixture.destination))
        }
        for command in example.setup {
            let result = try run(command, previousStatus: 0)
            guard result.status == 0 else { return ["\(example): setup `\(command)` failed:\n\(result)"] }
        }
        var status: Int32 = 0
        var failures: [String] = []
        for step in example.steps {
            let result = try run(step.command, previousStatus: status)
            status = result.status
            let stdout = OutputMatch.lines(shown(result.stdout))
            let stderr = OutputMatch.lines(shown(result.stderr))
            if !OutputMatch.matches(step.expected, stdout: stdout, stderr: stderr) {
                failures.append(
                    """
                    \(example): `$ \(step.command)` (exit \(result.status)) printed
                    --- standard output
                    \((stdout).joined(separator: "\n"))
                    --- standard error
                    \((stderr).joined(separator: "\n"))
                    --- the page shows
                    \(step.expected.joined(separator: "\n"))
                    """)
            }
        }
        return failures
    }

    /// Runs `command` in the working folder, with `$?` set to `previousStatus`.
    private func run(_ command: String, previousStatus: Int32) throws -> ProcessResult {
        let path = Locations.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try ProcessResult.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "(exit \(previousStatus)); \(command)"], in: folder,
            environment: [
                "PATH": path, "HOME": root.url.path, "USER": "tester", "SOURCE_DATE_EPOCH": "1767268800",
                "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": nil, "VIPERA_HOME": nil, "VIPERA_CACHE_DIR": nil,
                "XDG_CACHE_HOME": nil, "COLUMNS": nil, "NO_COLOR": nil, "CI": nil, "GITHUB_ACTIONS": nil,
            ])
    }

    /// `text` with the real folders replaced by the ones the page shows.
    private func shown(_ text: String) -> String {
        text.replacingOccurrences(of: root.url.path, with: (example.workingFolder as NSString).deletingLastPathComponent)
    }

    /// Copies the files below `source` (hidden ones included) into `destination`, replacing files
    /// that are there.
    static func copy(_ source: URL, into destination: URL) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ExampleError("fixture \(source.path) is not a folder")
        }
        for path in try manager.subpathsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(path)
            let to = destination.appendingPathComponent(path)
            _ = manager.fileExists(atPath: from.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                try manager.createDirectory(at: to, withIntermediateDirectories: true)
            } else {
                try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                if manager.fileExists(atPath: to.path) { try manager.removeItem(at: to) }
                try manager.copyItem(at: from, to: to)
            }
        }
    }
}
