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

        var configuration: Configuration {
            var configuration = Configuration(root: root)
            configuration.detectsConventions = true
            return configuration
        }

        func run(cached: Bool = true) throws -> LintResult {
            try Validator(configuration: configuration, cacheFolder: cached ? cache : nil).run()
        }

        /// The names the cache holds for `file` at its current content.
        func storedNames(_ file: String) throws -> [String]? {
            let cache = LintCache.load(from: CacheLocation.file(in: cache, root: root), key: CacheKey(configuration: configuration))
            let content = try Data(contentsOf: root.appendingPathComponent(file))
            return cache.entry(path: file, contentHash: ContentHash(of: content))?.names?.value?.map(\.name)
        }
    }

    @Test func aSecondRunDetectsFromTheCacheWhatAFreshRunDetects() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let first = try project.run()
        #expect(try project.storedNames("Cart.swift") == ["CartViewInput", "CartViewOutput"])
        #expect(try project.storedNames("Feed.swift") == ["FeedViewInput", "FeedViewOutput"])
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
        #expect(try project.storedNames("Feed.swift") == ["LoginViewInput", "LoginViewOutput"])
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

    @Test func entriesRoundTripAndADamagedOrForeignCacheIsIgnored() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.path("cache.facts")
        let key = CacheKey(toolVersion: "1", configuration: Configuration())
        let names = [DeclaredName(kind: "protocol", name: "LoginView", inherited: ["AnyObject"])]
        let (login, other) = (ContentHash(of: "login"), ContentHash(of: "other"))
        let entry = LintCache.Entry(path: "Login.swift", contentHash: login, names: Sealed(names))
        try LintCache(key: key).store([entry], record: nil, to: file)
        #expect(LintCache.load(from: file, key: key).entry(path: "Login.swift", contentHash: login)?.names?.value == names)
        #expect(LintCache.load(from: file, key: key).entry(path: "Login.swift", contentHash: other) == nil)
        #expect(LintCache.load(from: file, key: CacheKey(toolVersion: "2", configuration: Configuration())).count == 0)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: file)
        #expect(LintCache.load(from: file, key: key).entry(path: "Login.swift", contentHash: login)?.names?.value == nil)
        try Data(bytes.dropLast()).write(to: file)
        #expect(LintCache.load(from: file, key: key).count == 0)
    }
}
