import Foundation
import TestSupport
import Testing

/// Faults while `vipera lint --fix` writes: a signal, a step the file system refuses, a file
/// another program edits after vipera read it. Every file ends byte-identical to what it was (but
/// the other program's edit), and no hidden file is left.
@Suite(.serialized) struct LintFixFaultTests {
    /// A module whose Router holds its Presenter strongly: one fix, in this file.
    private static func module(_ name: String) -> String {
        """
        protocol \(name)Presenter: AnyObject {}
        final class \(name)DefaultRouter {
            var presenter: (any \(name)Presenter)?
        }

        """
    }

    /// The configuration the sandbox's project is checked with: routers without presenter
    /// classes show no architecture, so the profile is named.
    private static let configuration = "lint:\n  profile: viper\n"

    /// Waits until `folder` holds more than `count` entries (at most two minutes: the files are
    /// checked and their fixes worked out before the first is written, in a debug build on a
    /// loaded machine).
    private static func waitForMoreThan(_ count: Int, in folder: URL) {
        let deadline = Date().addingTimeInterval(120)
        while ((try? FileManager.default.contentsOfDirectory(atPath: folder.path).count) ?? 0) <= count, Date() < deadline { usleep(200) }
    }

    /// A signal once the first new text is written beside its file (`A/` holds the first file
    /// fixed, `B/` the 800 others, still to be written): the run undoes what it wrote and exits
    /// with 128 plus the signal's number.
    @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
    func aSignalWhileWritingLeavesEveryFileAsItWas(signal: Int32, name: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.configuration, to: "project/.vipera.yml")
        try sandbox.write(Self.module("First"), to: "project/A/First.swift")
        for index in 0..<800 { try sandbox.write(Self.module("Module\(index)"), to: "project/B/Module\(index).swift") }
        let before = sandbox.snapshot()
        let result = try sandbox.run(["lint", "--fix", "--no-cache", "--quiet"]) { pid in
            Self.waitForMoreThan(1, in: sandbox.project.appendingPathComponent("A"))
            kill(pid, signal)
        }
        #expect(result.status == 128 + signal, "\(result)")
        #expect(result.stderr == "vipera: error: interrupted by \(name); no file was changed\n", "\(result)")
        #expect(sandbox.snapshot() == before)
    }

    /// The file system refuses a step after the first file is in place: the second file's name
    /// leaves room for the hidden file its new text goes to, not for its backup (a name is at
    /// most 255 bytes). The first file is put back; the status is 4.
    @Test func aFailureAfterAFileIsReplacedLeavesEveryFileAsItWas() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let longName = "B/Z" + String(repeating: "x", count: 198) + ".swift"
        try sandbox.write(Self.configuration, to: "project/.vipera.yml")
        try sandbox.write(Self.module("First"), to: "project/A.swift")
        try sandbox.write(Self.module("Second"), to: "project/" + longName)
        let before = sandbox.snapshot()
        let result = try sandbox.run("lint", "--fix", "--no-cache")
        #expect(result.status == 4, "\(result)")
        #expect(
            result.stderr == "vipera: error: cannot write '\(longName)': cannot keep a backup of it (the name is too long); no file was changed\n",
            "\(result)")
        #expect(sandbox.snapshot() == before)
    }

    /// Another program edits a file after vipera read it: vipera waits for the folder it holds
    /// (as another vipera run would), then finds the file changed and writes nothing, with status 4.
    @Test func aFileChangedAfterItWasReadIsNotWrittenNorAnyOther() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.configuration, to: "project/.vipera.yml")
        try sandbox.write(Self.module("First"), to: "project/A/First.swift")
        try sandbox.write(Self.module("Second"), to: "project/B/Second.swift")
        let edited = Self.module("Second") + "// edited by another program\n"
        let folder = open(sandbox.project.appendingPathComponent("B").path, O_RDONLY)
        #expect(folder >= 0 && flock(folder, LOCK_EX) == 0)
        let errors = sandbox.root.path("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = Locations.vipera
        process.arguments = ["lint", "--fix", "--no-cache", "--quiet"]
        process.currentDirectoryURL = sandbox.project
        process.environment = ProcessInfo.processInfo.environment.merging(["HOME": sandbox.home.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        // The run has read every file and waits for the folder: edit the file, then let it go.
        let deadline = Date().addingTimeInterval(60)
        while !((try? String(contentsOf: errors, encoding: .utf8)) ?? "").contains("waiting for another vipera run"), Date() < deadline { usleep(1000) }
        try sandbox.write(edited, to: "project/B/Second.swift")
        close(folder)
        process.waitUntilExit()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(process.terminationStatus == 4, "\(stderr)")
        #expect(
            stderr == """
                vipera: note: waiting for another vipera run writing in '\(sandbox.project.appendingPathComponent("B").path)'
                vipera: error: 'B/Second.swift' changed while vipera was fixing it; nothing was written (run vipera lint --fix again)

                """)
        #expect(try sandbox.read("A/First.swift") == Self.module("First"))
        #expect(try sandbox.read("B/Second.swift") == edited)
        #expect(sandbox.projectFiles == [".vipera.yml", "A/First.swift", "B/Second.swift"])
        #expect(sandbox.snapshot().entries.keys.sorted() == [".vipera.yml", "A", "A/First.swift", "B", "B/Second.swift"])
    }
}
