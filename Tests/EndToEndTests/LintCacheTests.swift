import Foundation
import TestSupport
import Testing

/// `vipera lint`'s cache, `--no-cache`, `--timing` and the hidden `--parse-only` benchmark mode.
@Suite struct LintCacheTests {
    private static let cycle = "final class A { var b: B? }\nfinal class B { var a: A? }\n"

    @Test func aSecondRunReusesTheCacheWithTheSameOutput() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.cycle, to: "project/Cycle.swift")
        try sandbox.write("final class C {}\n", to: "project/C.swift")
        let first = try sandbox.run("lint", "--timing", "--cache-path", "../cache")
        let second = try sandbox.run("lint", "--timing", "--cache-path", "../cache")
        #expect(first.status == 1, "\(first)")
        #expect(first.stderr.contains("cache: 0 hits, 2 misses"), "\(first)")
        #expect(second.stderr.contains("cache: 2 hits, 0 misses"), "\(second)")
        #expect(second.stdout == first.stdout)
        #expect(second.status == first.status)
        #expect(sandbox.projectFiles == ["C.swift", "Cycle.swift"], "nothing is written into the checked tree")
    }

    /// A run killed while writing the cache leaves its temporary file (`.<cache>.writing`, or
    /// Foundation's `.dat.nosync…` before): the next run removes it, and leaves none of its own.
    @Test func theNextRunRemovesTheTemporaryFilesOfAKilledRun() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.cycle, to: "project/Cycle.swift")
        let cache = sandbox.root.path("cache")
        _ = try sandbox.run("lint", "--cache-path", "../cache")
        let stored = TemporaryDirectory.files(in: cache)
        #expect(stored.count == 1, "\(stored)")
        for name in stored {
            try sandbox.write(String(repeating: "x", count: 4096), to: "cache/.\(name).writing")
        }
        let old = try sandbox.write("vipera facts\n\u{1}", to: "cache/.dat.nosync1A2B.abcdef")
        let foreign = try sandbox.write("x", to: "cache/.dat.nosync3C4D.abcdef")
        for file in [old, foreign] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: file.path)
        }
        try sandbox.write("// changed\n", to: "project/C.swift")
        let next = try sandbox.run("lint", "--cache-path", "../cache")
        #expect(next.status == 1, "\(next)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == (stored + [foreign.lastPathComponent]).sorted())
        let hit = try sandbox.run("lint", "--cache-path", "../cache", "--timing")
        #expect(hit.stderr.contains("cache: 2 hits, 0 misses"), "\(hit)")
    }

    /// Earlier versions named a project's cache with other hashes and kept detection's names in a
    /// `.declarations` file beside it: a run removes those (they begin with their format's line)
    /// and nothing else in the folder, even files named like them, links to them, or the
    /// current caches of other projects.
    @Test func cacheFilesEarlierVersionsLeftAreRemovedAndNothingElse() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.cycle, to: "project/Cycle.swift")
        try sandbox.write(Self.cycle, to: "other/project/Cycle.swift")
        _ = try sandbox.run("lint", "--cache-path", "../../cache", in: sandbox.root.path("other/project"))
        let otherProject = TemporaryDirectory.files(in: sandbox.root.path("cache"))
        #expect(otherProject.count == 1, "\(otherProject)")
        let outside = try sandbox.write("vipera facts\n\u{6}", to: "outside/project-1f.facts")
        let obsolete = [
            try sandbox.write("vipera facts\n\u{7}\u{0}binary", to: "cache/project-9c3e51a4d2b7f0e1.facts"),
            try sandbox.write("vipera declarations\n\u{7}", to: "cache/project-9c3e51a4d2b7f0e1.declarations"),
            try sandbox.write("vipera facts\n\u{5}", to: "cache/Shop-1a2b.facts"),
        ]
        let kept = [
            try sandbox.write("my own facts\n", to: "cache/notes.facts"),
            try sandbox.write("vipera", to: "cache/project-2d.declarations"),
            try sandbox.write("vipera facts\n", to: "cache/readme.txt"),
        ]
        try FileManager.default.createSymbolicLink(atPath: sandbox.root.path("cache/link-3e.facts").path, withDestinationPath: outside.path)
        try FileManager.default.createDirectory(at: sandbox.root.path("cache/folder.facts"), withIntermediateDirectories: true)
        let run = try sandbox.run("lint", "--cache-path", "../cache")
        #expect(run.status == 1, "\(run)")
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path("cache").path)
        for file in obsolete { #expect(!left.contains(file.lastPathComponent), "\(file.lastPathComponent) is left") }
        for name in kept.map(\.lastPathComponent) + otherProject + ["link-3e.facts", "folder.facts"] {
            #expect(left.contains(name), "\(name) was removed")
        }
        #expect(FileManager.default.fileExists(atPath: outside.path))
        #expect(try String(contentsOf: kept[0], encoding: .utf8) == "my own facts\n")
        let again = try sandbox.run("lint", "--cache-path", "../cache", "--timing")
        #expect(again.stderr.contains("cache: 1 hit, 0 misses"), "\(again)")
    }

    @Test func theDefaultCacheIsBelowHome() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.cycle, to: "project/Cycle.swift")
        let environment = ["HOME": sandbox.home.path, "XDG_CACHE_HOME": nil, "VIPERA_CACHE_DIR": nil]
        let result = try ProcessResult.run(Locations.vipera, ["lint"], in: sandbox.project, environment: environment)
        #expect(result.status == 1, "\(result)")
        let cached = TemporaryDirectory.files(in: sandbox.home.appendingPathComponent(".cache/vipera"))
        // One file: the project's facts, with the names detection read (no .vipera.yml here).
        #expect(cached.count == 1, "\(cached)")
        #expect(cached.map { ($0 as NSString).pathExtension } == ["facts"])
    }

    @Test func noCacheChecksEveryFileAndWritesNothing() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.cycle, to: "project/Cycle.swift")
        let result = try sandbox.run("lint", "--no-cache", "--timing", "--cache-path", "../cache")
        #expect(result.status == 1)
        #expect(result.stderr.contains("cache: off"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.path("cache").path))
    }

    @Test func timingNamesEveryPhase() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.cycle, to: "project/Cycle.swift")
        let result = try sandbox.run("lint", "--timing", "--no-cache")
        for phase in ["discover", "read", "parse", "collect", "rules", "fix", "report"] {
            #expect(result.stderr.contains("\n  \(phase) "), "\(phase): \(result)")
        }
    }

    @Test func parseOnlyParsesWithoutChecking() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.cycle, to: "project/Cycle.swift")
        try sandbox.write("final class {\n", to: "project/Broken.swift")
        let result = try sandbox.run("lint", "--parse-only")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "vipera: 2 files parsed: 1 with errors\n")
        let help = try sandbox.run("lint", "--help")
        #expect(!help.stdout.contains("parse-only"))
        #expect(help.stdout.contains("--no-cache"))
    }
}
