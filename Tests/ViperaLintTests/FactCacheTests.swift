import Foundation
import TestSupport
import Testing

@testable import ViperaLint

/// Facts cached between runs are reused only while the file, the tool and the configuration are
/// unchanged, and a damaged cache is never trusted.
@Suite struct FactCacheTests {
    private static let cycle = "final class A { let b: B }\nfinal class B { var a: A? }\n"
    private static let suppressed = """
        protocol LoginPresenter: AnyObject {}
        final class LoginDefaultRouter {
            // vipera:disable:next weak-reference-required
            var presenter: (any LoginPresenter)?
        }
        """

    /// A project folder with two files and a separate cache folder.
    private struct Project {
        let folder: TemporaryDirectory
        var root: URL { folder.path("project") }
        var cache: URL { folder.path("cache") }

        init() throws {
            folder = try TemporaryDirectory()
            try folder.write(FactCacheTests.cycle, to: "project/Cycle.swift")
            try folder.write(FactCacheTests.suppressed, to: "project/LoginDefaultRouter.swift")
        }

        func run(_ configuration: Configuration? = nil, cached: Bool = true, plansFixes: Bool = false) throws -> LintResult {
            var validator = Validator(configuration: configuration ?? Configuration(root: root), cacheFolder: cached ? cache : nil)
            validator.plansFixes = plansFixes
            return try validator.run()
        }

        /// The one cache file the runs wrote.
        func cacheFile() throws -> URL {
            let files = TemporaryDirectory.files(in: cache)
            try #require(files.count == 1, "\(files)")
            return cache.appendingPathComponent(files[0])
        }
    }

    @Test func unchangedFilesComeFromTheCacheWithTheSameFindings() throws {
        let configuration = try Fixture.projectConfiguration()
        let cache = try TemporaryDirectory()
        defer { cache.remove() }
        let validator = Validator(configuration: configuration, cacheFolder: cache.url)
        let clean = try Validator(configuration: configuration).run()
        let first = try validator.run()
        let second = try validator.run()
        #expect(first.timing.cacheHits == 0)
        // Exactly the files of the last run: its findings are reused as a whole.
        #expect(second.timing.cacheHits == clean.fileCount)
        #expect(second.timing.cacheMisses == 0)
        #expect(!clean.findings.isEmpty)
        // Cycles' steps too.
        #expect(clean.findings.contains { !$0.cycle.isEmpty })
        #expect(first.findings == clean.findings)
        #expect(second.findings == clean.findings)
    }

    @Test func perFileFactsAreReusedWhenAnotherFileChanged() throws {
        let configuration = try Fixture.projectConfiguration()
        let cache = try TemporaryDirectory()
        defer { cache.remove() }
        let clean = try Validator(configuration: configuration).run()
        _ = try Validator(configuration: configuration, cacheFolder: cache.url).run()
        // Another configuration key would drop everything; a different file set only the run's findings.
        let subset = try Validator(configuration: configuration, cacheFolder: cache.url).run(paths: ["Modules"])
        #expect(subset.timing.cacheMisses == 0)
        #expect(subset.timing.cacheHits == subset.fileCount)
        #expect(subset.fileCount < clean.fileCount)
        #expect(subset.findings == clean.findings.filter { $0.file.hasPrefix("Modules/") })
    }

    @Test func suppressionsComeFromTheCacheToo() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let clean = try project.run()
        try project.folder.write("// another file\n", to: "project/Other.swift")
        let cached = try project.run()
        #expect(cached.timing.cacheHits == 2)
        #expect(cached.timing.cacheMisses == 1)
        #expect(cached.findings == clean.findings)
        #expect(!cached.findings.contains { $0.ruleID == "weak-reference-required" })
    }

    @Test func bodyMentionsOfInheritedNamesComeFromTheCacheToo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("protocol PaymentsBusinessController: AnyObject {}\n", to: "project/PaymentsBusinessController.swift")
        try folder.write(
            """
            final class PaymentsLoginBusinessController: PaymentsBusinessController {
                var peers: [any PaymentsBusinessController] = []
            }

            """, to: "project/PaymentsLoginBusinessController.swift")
        try folder.write("struct Note {}\n", to: "project/Note.swift")
        let configuration = Configuration(profile: .bc, root: folder.path("project"))
        let clean = try Validator(configuration: configuration).run()
        #expect(clean.findings.map { "\($0.ruleID) \($0.line):\($0.column)" } == ["peer-reference 2:21"])
        _ = try Validator(configuration: configuration, cacheFolder: folder.path("cache")).run()
        // Another file set: the rules run again, on facts decoded from the cache.
        let cached = try Validator(configuration: configuration, cacheFolder: folder.path("cache")).run(paths: [
            "PaymentsBusinessController.swift", "PaymentsLoginBusinessController.swift",
        ])
        #expect(cached.timing.cacheHits == 2)
        #expect(cached.findings == clean.findings)
    }

    @Test func aChangedFileIsCheckedAgain() throws {
        let project = try Project()
        defer { project.folder.remove() }
        #expect(try project.run().findings.contains { $0.ruleID == "reference-cycle" })
        try project.folder.write("final class A { weak var b: B? }\nfinal class B { let a: A }\n", to: "project/Cycle.swift")
        let changed = try project.run()
        #expect(changed.timing.cacheHits == 1)
        #expect(changed.timing.cacheMisses == 1)
        #expect(!changed.findings.contains { $0.ruleID == "reference-cycle" })
    }

    /// A comment added to a file changes its text but not its facts: the file is parsed again,
    /// and the last run's findings stand without a rule running.
    @Test func aChangeThatLeavesTheFactsAloneReusesTheFindingsWithoutRunningTheRules() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let clean = try project.run()
        #expect(clean.timing.seconds[.rules] != nil)
        try project.folder.write(Self.cycle + "// a note\n", to: "project/Cycle.swift")
        let changed = try project.run()
        #expect(changed.timing.cacheMisses == 1)
        #expect(changed.timing.seconds[.rules] == nil)
        #expect(changed.findings == clean.findings)
        #expect(changed.findings.contains { $0.ruleID == "reference-cycle" })
    }

    /// The fixes of exactly the files of the last run come from its record: no file is read,
    /// decoded or parsed, and no fix is planned.
    @Test func anUnchangedRunTakesTheFixesFromTheLastRun() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let clean = try project.run(cached: false, plansFixes: true)
        #expect(clean.findings.contains { $0.ruleID == "reference-cycle" && $0.fix?.isApplicable == true })
        let first = try project.run(plansFixes: true)
        let second = try project.run(plansFixes: true)
        #expect(first.timing.seconds[.fix] != nil)
        #expect(second.timing.seconds[.fix] == nil)
        #expect(second.timing.concurrentWall == 0)
        #expect(first.findings == clean.findings)
        #expect(second.findings == clean.findings)
        // A run that does not plan fixes gets the findings without them, from the same record,
        // and the facts to plan them from.
        let unplanned = try project.run()
        #expect(unplanned.findings == clean.findings.map(\.withoutFix))
        #expect(FixPlanner(for: unplanned)?.attachingFixes(to: unplanned.findings) == clean.findings)
    }

    /// A comment made longer moves the bytes after it but leaves every line and column, so the
    /// facts and findings, as they were: the findings stand without a rule running, and their
    /// fixes, whose edits are at byte offsets, are planned again.
    @Test func aChangeThatMovesBytesButLeavesTheFactsAlonePlansTheFixesAgain() throws {
        let project = try Project()
        defer { project.folder.remove() }
        try project.folder.write("// A\n" + Self.cycle, to: "project/Cycle.swift")
        let first = try project.run(plansFixes: true)
        try project.folder.write("// A and B\n" + Self.cycle, to: "project/Cycle.swift")
        let second = try project.run(plansFixes: true)
        let clean = try project.run(cached: false, plansFixes: true)
        #expect(second.timing.seconds[.rules] == nil)
        #expect(second.findings == clean.findings)
        #expect(second.findings.map(\.withoutFix) == first.findings.map(\.withoutFix))
        #expect(second.findings != first.findings)
    }

    /// A change that leaves the facts alone, in a file the fix planner did not read for the last
    /// run's fixes, keeps those fixes: none is planned again, no fact is decoded.
    @Test func aChangeInAFileNoFixReadKeepsTheFixes() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let first = try project.run(plansFixes: true)
        try project.folder.write(Self.suppressed + "// a note\n", to: "project/LoginDefaultRouter.swift")
        let second = try project.run(plansFixes: true)
        #expect(first.findings.contains { $0.fix?.isApplicable == true })
        #expect(second.timing.cacheMisses == 1)
        #expect(second.timing.seconds[.rules] == nil)
        #expect(second.timing.seconds[.fix] == nil)
        #expect(second.findings == first.findings)
        #expect(try second.findings == project.run(cached: false, plansFixes: true).findings)
    }

    /// Equal facts are equal bytes, whatever order a dictionary of names iterates in (it
    /// changes with the process's hash seed and with the dictionary's capacity).
    @Test func equalFactsEncodeToEqualBytes() throws {
        let range = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 5))
        let names = (0..<40).map { ("Name\($0)", ["Module"]) }
        var roomy = [String: [String]](minimumCapacity: 4_096)
        for (name, qualifier) in names.reversed() { roomy[name] = qualifier }
        func bytes(_ qualifiers: [String: [String]]) throws -> [UInt8] {
            var fact = TypeFact(name: "A", kind: .class, isNested: false, file: "A.swift", range: range)
            fact.inheritedQualifiers = qualifiers
            return try BinaryEncoder.encode(fact)
        }
        let plain = Dictionary(uniqueKeysWithValues: names)
        #expect(plain == roomy)
        #expect(Array(plain.keys) != Array(roomy.keys), "the two dictionaries should iterate differently")
        #expect(try bytes(plain) == bytes(roomy))
    }

    /// A comment that suppresses is a fact: adding one on the lines of a cycle, with no line
    /// moving, runs the rules again and the finding goes.
    @Test func aSuppressingCommentIsAChangeOfFacts() throws {
        let project = try Project()
        defer { project.folder.remove() }
        #expect(try project.run().findings.contains { $0.ruleID == "reference-cycle" })
        let suppressed = Self.cycle.replacingOccurrences(of: "\n", with: "  // vipera:disable:this reference-cycle\n")
        try project.folder.write(suppressed, to: "project/Cycle.swift")
        let changed = try project.run()
        #expect(changed.timing.seconds[.rules] != nil)
        #expect(!changed.findings.contains { $0.ruleID == "reference-cycle" })
    }

    @Test func anotherConfigurationDoesNotReuseTheCache() throws {
        let project = try Project()
        defer { project.folder.remove() }
        _ = try project.run()
        let relaxed = Configuration(root: project.root, ruleSeverities: ["reference-cycle": .warning])
        let run = try project.run(relaxed)
        #expect(run.timing.cacheHits == 0)
        #expect(run.findings.filter { $0.ruleID == "reference-cycle" }.map(\.severity) == [.warning])
        #expect(try project.run(relaxed).timing.cacheHits == 2)
    }

    @Test func anotherToolVersionDoesNotReuseTheCache() throws {
        let project = try Project()
        defer { project.folder.remove() }
        _ = try project.run()
        let configuration = Configuration(root: project.root)
        let current = LintCache.load(from: try project.cacheFile(), key: CacheKey(configuration: configuration))
        let older = LintCache.load(from: try project.cacheFile(), key: CacheKey(toolVersion: "0.0.1", configuration: configuration))
        #expect(current.count == 2)
        #expect(older.count == 0)
    }

    @Test(arguments: [Damage.flipLastByte, .truncate, .garbage])
    func aDamagedCacheIsIgnored(damage: Damage) throws {
        let project = try Project()
        defer { project.folder.remove() }
        let clean = try project.run()
        let file = try project.cacheFile()
        try damage.apply(to: file)
        // Another file, so the run cannot reuse the last run's findings and reads the entries.
        try project.folder.write("// another file\n", to: "project/Other.swift")
        let run = try project.run()
        #expect(run.findings == clean.findings)
        #expect(run.timing.cacheMisses >= 2)
        #expect(try project.run().timing.cacheHits == 3, "the damaged cache is rewritten")
    }

    @Test func aDamagedFindingsRecordIsIgnored() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let clean = try project.run()
        let file = try project.cacheFile()
        var bytes = Array(try Data(contentsOf: file))
        let marker = Array("reference-cycle".utf8)
        let position = try #require(bytes.indices.first { bytes[$0...].starts(with: marker) })
        bytes[position] ^= 0x20
        try Data(bytes).write(to: file)
        let run = try project.run()
        #expect(run.findings == clean.findings)
        #expect(run.timing.cacheHits == 2, "the files' facts still come from the cache")
        #expect(run.timing.cacheMisses == 0)
    }

    @Test func noCacheNeitherReadsNorWrites() throws {
        let project = try Project()
        defer { project.folder.remove() }
        let run = try project.run(cached: false)
        #expect(!run.timing.usesCache)
        #expect(run.timing.cacheHits == 0)
        #expect(!FileManager.default.fileExists(atPath: project.cache.path))
    }

    @Test func theCacheFolderDefaultsOutsideTheProject() {
        #expect(CacheLocation.defaultFolder(environment: ["VIPERA_CACHE_DIR": "/c", "HOME": "/h"]).path == "/c")
        #expect(CacheLocation.defaultFolder(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]).path == "/x/vipera")
        #expect(CacheLocation.defaultFolder(environment: ["HOME": "/h"]).path == "/h/.cache/vipera")
    }

    @Test func theConfigurationFingerprintIgnoresDictionaryOrder() {
        let severities: [String: Severity?] = ["file-name": .warning, "reference-cycle": nil, "protocol-suffix": .error]
        let description = CacheKey.canonicalDescription(severities)
        let positions = severities.keys.sorted().compactMap { description.range(of: $0)?.lowerBound }
        #expect(positions.count == 3)
        #expect(positions == positions.sorted(), "\(description)")
        #expect(description.contains("warning") && description.contains("error"))
    }

    /// Ways a cache file gets damaged.
    enum Damage: CaseIterable, Sendable {
        case flipLastByte, truncate, garbage

        func apply(to file: URL) throws {
            var bytes = Array(try Data(contentsOf: file))
            switch self {
            case .flipLastByte: bytes[bytes.count - 1] ^= 0xff
            case .truncate: bytes.removeLast(bytes.count / 3)
            case .garbage: bytes = Array("not a cache".utf8)
            }
            try Data(bytes).write(to: file)
        }
    }
}
