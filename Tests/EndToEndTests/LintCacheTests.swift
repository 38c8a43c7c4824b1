import Foundation
import TestSupport
import Testing

/// `vipera lint`'s cache, `--no-cache`, `--timing` and the hidden `--parse-only` benchmark mode.
@Suite struct LintCacheTests {
    private static let cycle = "final class A { let b: B }\nfinal class B { let a: A }\n"

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
        let old = try sandbox.write("x", to: "cache/.dat.nosync1A2B.abcdef")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: old.path)
        try sandbox.write("// changed\n", to: "project/C.swift")
        let next = try sandbox.run("lint", "--cache-path", "../cache")
        #expect(next.status == 1, "\(next)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == stored.sorted())
        let hit = try sandbox.run("lint", "--cache-path", "../cache", "--timing")
        #expect(hit.stderr.contains("cache: 2 hits, 0 misses"), "\(hit)")
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
        for phase in ["discover", "read", "parse", "collect", "rules", "report"] {
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
