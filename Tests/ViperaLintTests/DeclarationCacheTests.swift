import Foundation
import TestSupport
import Testing

@testable import ViperaLint

/// Detection's names are kept between runs by content hash: a run parses only changed files, and
/// what it detects is what a run without the cache detects.
@Suite struct DeclarationCacheTests {
    private static func rambler(_ module: String) -> String {
        "protocol \(module)ViewInput: AnyObject {}\nprotocol \(module)ViewOutput: AnyObject {}\n"
    }

    /// A project of two Rambler modules, linted with detection and a cache.
    private struct Project {
        let folder: TemporaryDirectory
        var root: URL { folder.path("project") }
        var cache: URL { folder.path("cache") }

        init() throws {
            folder = try TemporaryDirectory()
            for module in ["Cart", "Feed"] { try folder.write(rambler(module), to: "project/\(module).swift") }
        }

        func run(cached: Bool = true) throws -> LintResult {
            var configuration = Configuration(root: root)
            configuration.detectsConventions = true
            return try Validator(configuration: configuration, cacheFolder: cached ? cache : nil).run()
        }
    }

    @Test func aSecondRunDetectsFromTheCacheWhatAFreshRunDetects() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let first = try project.run()
        let file = CacheLocation.declarationsFile(in: project.cache, root: project.root)
        let stored = DeclarationCache.load(from: file)
        #expect(stored.entries.keys.sorted() == ["Cart.swift", "Feed.swift"])
        #expect(stored.entries["Cart.swift"]?.names.map(\.name) == ["CartViewInput", "CartViewOutput"])
        let second = try project.run()
        #expect(second.detection?.summary == first.detection?.summary)
        #expect(try project.run(cached: false).detection?.summary == first.detection?.summary)
        #expect(first.detection?.conventions.first?.modules == ["Cart", "Feed"])
    }

    /// A stale entry would keep the old names: a changed file is parsed again.
    @Test func aChangedFileIsParsedAgain() throws {
        let project = try Project()
        defer { project.folder.remove() }
        _ = try project.run()
        try project.folder.write(Self.rambler("Login"), to: "project/Feed.swift")
        let changed = try project.run()
        #expect(changed.detection?.conventions.first?.modules == ["Cart", "Login"])
        let file = CacheLocation.declarationsFile(in: project.cache, root: project.root)
        #expect(DeclarationCache.load(from: file).entries["Feed.swift"]?.names.map(\.name) == ["LoginViewInput", "LoginViewOutput"])
    }

    /// Detection parses the files whose names the cache lacks; the run uses the facts it
    /// collected then instead of parsing the files again.
    @Test func theFilesDetectionParsedAreNotParsedAgain() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let first = try project.run()
        #expect(first.timing.seconds[.parse] == nil)
        #expect(first.timing.cacheMisses == 2)
        #expect(try project.run(cached: false).findings == first.findings)
    }

    @Test func entriesRoundTripAndADamagedOrForeignCacheIsEmpty() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.path("cache.declarations")
        let names = [DeclaredName(kind: "protocol", name: "LoginView", inherited: ["AnyObject"])]
        try DeclarationCache.store(["Login.swift": .init(contentHash: 42, names: names)], to: file, toolVersion: "1")
        #expect(DeclarationCache.load(from: file, toolVersion: "1").names(path: "Login.swift", contentHash: 42) == names)
        #expect(DeclarationCache.load(from: file, toolVersion: "1").names(path: "Login.swift", contentHash: 43) == nil)
        #expect(DeclarationCache.load(from: file, toolVersion: "2").entries.isEmpty)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: file)
        #expect(DeclarationCache.load(from: file, toolVersion: "1").entries.isEmpty)
    }
}
