import Foundation
import ViperaCore

/// Checks Swift code against an architecture profile.
///
/// ```swift
/// let findings = try Validator(configuration: Configuration(root: projectRoot)).validate(paths: ["Sources"])
/// #expect(findings.isEmpty, "\(findings)")
/// ```
public struct Validator: Sendable {
    public let configuration: Configuration
    /// Where to keep files' facts between runs (see `CacheLocation`); `nil` for no cache.
    public var cacheFolder: URL?

    public init(configuration: Configuration = Configuration(), cacheFolder: URL? = nil) {
        self.configuration = configuration
        self.cacheFolder = cacheFolder
    }

    /// The findings in the Swift files below `paths` (relative to the configuration's root; all
    /// of the included files when empty), in report order, without those the baseline hides.
    /// - Throws: `LintError` for a missing path or when no file is found; `ConfigurationError`
    ///   for an unreadable baseline.
    public func validate(paths: [String] = []) throws -> [Finding] {
        try run(paths: paths).findings
    }

    /// Like `validate(paths:)`, also telling how many files were checked and where the time went.
    public func run(paths: [String] = []) throws -> LintResult {
        var timing = LintTiming()
        let inputs = try discover(paths, timing: &timing)
        let files = facts(for: inputs, timing: &timing)
        var findings = timing.measure(.rules) { check(files) }
        if let baseline = configuration.baseline {
            findings = try timing.measure(.rules) { try Baseline.load(from: baseline).hiding(from: findings) }
        }
        return LintResult(findings: findings, fileCount: inputs.count, timing: timing)
    }

    /// The findings in `inputs` (files on disk or in memory), in report order; no baseline.
    public func validate(_ inputs: [SourceInput]) -> [Finding] {
        var timing = LintTiming()
        return check(facts(for: inputs, timing: &timing))
    }

    /// The files to check below `paths`.
    func discover(_ paths: [String], timing: inout LintTiming) throws -> [SourceInput] {
        try timing.measure(.discover) { try SourceFiles(configuration: configuration).inputs(for: paths) }
    }

    /// The rules' findings on `files`, suppressions applied, in report order.
    private func check(_ files: [FileFacts]) -> [Finding] {
        let index = FactIndex(files: files, profile: configuration.profile)
        var findings: [Finding] = []
        for rule in RuleRegistry.checks {
            let description = rule.description
            guard let severity = configuration.severity(of: description.id) else { continue }
            findings += rule.init().check(index).map {
                Finding(
                    ruleID: description.id, severity: severity, message: $0.message, file: $0.file, range: $0.range,
                    symbol: $0.symbol, related: $0.related
                )
            }
        }
        var suppressions: [String: [SuppressionComment]] = [:]
        for file in files where !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        return SuppressionFilter.apply(findings, suppressions: suppressions, configuration: configuration).sorted(by: Finding.reportOrder)
    }

    /// Reads, parses and visits every file, on all cores, each syntax tree dropped as soon as its
    /// facts are collected; with a cache, unchanged files' facts come from it instead, and the
    /// cache is rewritten when anything changed.
    private func facts(for inputs: [SourceInput], timing: inout LintTiming) -> [FileFacts] {
        let cacheFile = cacheFolder.map { CacheLocation.file(in: $0, root: configuration.root) }
        let key = CacheKey(configuration: configuration)
        let cache = cacheFile.map { file in timing.measure(.cache) { FactCache.load(from: file, key: key) } }
        let start = LintTiming.now()
        let analyses = Concurrently.map(inputs) { FileAnalysis($0, cache: cache) }
        timing.concurrentWall = LintTiming.now() - start
        for analysis in analyses { timing.add(analysis.seconds) }
        timing.usesCache = cache != nil
        timing.cacheHits = analyses.count { $0.isCached }
        timing.cacheMisses = analyses.count - timing.cacheHits
        if let cache, let cacheFile, timing.cacheMisses > 0 || cache.count != timing.cacheHits {
            // The cache only saves time: a cache that cannot be written is no reason to fail.
            timing.measure(.cache) { try? cache.store(analyses.compactMap(\.cacheEntry), to: cacheFile) }
        }
        return analyses.map(\.facts)
    }
}

/// The outcome of a lint run.
public struct LintResult: Sendable {
    public let findings: [Finding]
    /// How many files were checked.
    public let fileCount: Int
    /// Where the time went.
    public let timing: LintTiming
}
