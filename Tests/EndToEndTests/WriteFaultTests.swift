import Foundation
import TestSupport
import Testing

/// Faults in the middle of a write: a signal, another program writing into the module's folders,
/// a second vipera run, a full file system. Each run undoes exactly what it wrote.
@Suite(.serialized) struct WriteFaultTests {
    /// Writes a spec of `count` modules named `Module0`…, and returns its relative path.
    private static func writeSpec(_ count: Int, in sandbox: Sandbox) throws {
        let modules = (0..<count).map { "  - name: Module\($0)\n" }.joined()
        try sandbox.write("modules:\n" + modules, to: "project/modules.yml")
    }

    /// Waits until `url` exists. A 400-module spec is planned, its declarations checked against
    /// the project, before the first file is written: in a debug build on a busy machine that can
    /// take over a minute, so the wait is bounded by ten minutes, not by the planning's speed.
    private static func waitFor(_ url: URL) {
        let deadline = Date().addingTimeInterval(600)
        while !FileManager.default.fileExists(atPath: url.path), Date() < deadline { usleep(200) }
    }

    @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")])
    func aSignalMidSpecUndoesTheWrite(signal: Int32, name: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try Self.writeSpec(400, in: sandbox)
        let result = try sandbox.run(["--spec", "modules.yml"]) { pid in
            Self.waitFor(sandbox.project.appendingPathComponent("Module0/Default"))
            kill(pid, signal)
        }
        #expect(result.status == 128 + signal, "\(result)")
        #expect(result.stderr == "vipera: error: interrupted by \(name) while writing. Everything this run wrote was removed.\n")
        #expect(sandbox.projectFiles == ["modules.yml"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.project.path) == ["modules.yml"])
    }

    @Test func anotherProgramsFilesSurviveTheRollback() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try Self.writeSpec(300, in: sandbox)
        let late = "Tests/Module299Tests/Mocks/Module299MockBuilder.swift"
        let result = try sandbox.run(["--spec", "modules.yml"]) { _ in
            Self.waitFor(sandbox.project.appendingPathComponent("Module0/Default"))
            // An editor's autosave in a folder the run created, and a file the run will try to create.
            _ = try? sandbox.write("notes\n", to: "project/Module0/Default/Notes.txt")
            _ = try? sandbox.write("mine\n", to: "project/" + late)
        }
        #expect(result.status == 4, "\(result)")
        #expect(
            result.stderr == """
                vipera: error: could not write '\(late)': another program created it while vipera was writing. \
                This run's files were removed, except:
                  kept the folder 'Module0/Default': it holds files this run did not write
                  kept the folder 'Module0': it holds files this run did not write

                """, "\(result)")
        #expect(sandbox.projectFiles == ["Module0/Default/Notes.txt", late, "modules.yml"])
        #expect(try sandbox.read("Module0/Default/Notes.txt") == "notes\n")
    }

    @Test func twoRunsAtOnceBothEndWithEveryFileWritten() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try Self.writeSpec(150, in: sandbox)
        let lock = NSLock()
        nonisolated(unsafe) var all: [ProcessResult] = []
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let result = try? sandbox.run(["--spec", "modules.yml"])
            lock.withLock { all.append(result!) }
        }
        // The second waits for the first, then finds its files written: nothing left to write.
        #expect(all.allSatisfy { $0.status == 0 }, "\(all)")
        #expect(all.contains { $0.stdout.hasSuffix("\n0 written, 3450 unchanged\n") }, "\(all)")
        #expect(sandbox.projectFiles.count == 150 * 23 + 1, "\(all)")
    }

    /// The data loss: a run counted as unchanged the files of a run still writing, which
    /// then failed and removed them. Now the second run waits for the first (stopped mid-write
    /// here), plans again against what it left, and every file stays.
    @Test func aRunWaitsForOneWritingInTheSameFolderAndNothingIsLost() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try Self.writeSpec(300, in: sandbox)
        let (output, errors) = (sandbox.root.path("stdout.txt"), sandbox.root.path("stderr.txt"))
        for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let second = Process()
        second.executableURL = Locations.vipera
        second.arguments = ["--spec", "modules.yml"]
        second.currentDirectoryURL = sandbox.project
        second.environment = ProcessInfo.processInfo.environment.merging(["HOME": sandbox.home.path]) { $1 }
        second.standardOutput = try FileHandle(forWritingTo: output)
        second.standardError = try FileHandle(forWritingTo: errors)
        let first = try sandbox.run(["--spec", "modules.yml"]) { pid in
            // Modules are written in path order: Module0, Module1, Module10…Module199 are whole.
            Self.waitFor(sandbox.project.appendingPathComponent("Module2/Default"))
            kill(pid, SIGSTOP)
            try? second.run()
            // The first run goes on once the second says it waits for it (planning each module
            // against the project's declarations takes a while on a loaded machine); without the
            // lock, the second would write the rest and end instead.
            let deadline = Date().addingTimeInterval(300)
            while second.isRunning, Date() < deadline,
                !((try? String(contentsOf: errors, encoding: .utf8)) ?? "").contains("waiting for another vipera run")
            {
                usleep(10_000)
            }
            kill(pid, SIGCONT)
        }
        second.waitUntilExit()
        let (stdout, stderr) = (try String(contentsOf: output, encoding: .utf8), try String(contentsOf: errors, encoding: .utf8))
        #expect(first.status == 0, "\(first)")
        #expect(second.terminationStatus == 0, "\(stderr)")
        #expect(stderr.hasPrefix("vipera: note: waiting for another vipera run writing in '"), "\(stderr)")
        #expect(stdout.hasSuffix("\n0 written, 6900 unchanged\n"), "\(stdout)")
        #expect(sandbox.projectFiles.count == 300 * 23 + 1)
    }

    /// Whether this machine lets the tests mount a small file system (it takes root).
    static let canMount: Bool = {
        let probe = try? TemporaryDirectory(prefix: "vipera-mount")
        defer { probe?.remove() }
        guard let probe, getuid() == 0 else { return false }
        let mounted = (try? ProcessResult.run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.url.path]))?.status == 0
        if mounted { _ = try? ProcessResult.run(URL(fileURLWithPath: "/bin/umount"), [probe.url.path]) }
        return mounted
    }()

    @Test(.enabled(if: canMount, "mounting a small file system takes root"))
    func aFullFileSystemMidRunUndoesTheWrite() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let disk = sandbox.root.path("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        #expect(try ProcessResult.run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=256k", "tmpfs", disk.path]).status == 0)
        defer { _ = try? ProcessResult.run(URL(fileURLWithPath: "/bin/umount"), [disk.path]) }
        try Self.writeSpec(40, in: sandbox)
        let result = try sandbox.run(["--spec", "modules.yml", "--path", disk.path, "--no-tests"])
        #expect(result.status == 4, "\(result)")
        #expect(result.stderr.contains(": no space left on the device. Everything this run wrote was removed.\n"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).isEmpty)
        #expect(sandbox.projectFiles == ["modules.yml"])
    }
}
