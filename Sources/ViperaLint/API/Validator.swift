import Foundation
import ViperaSupport

/// Checks Swift code against an architecture profile.
///
/// ```swift
/// let findings = try Validator(configuration: Configuration(root: projectRoot)).validate(paths: ["Sources"])
/// #expect(findings.isEmpty, "\(findings)")
/// ```
public struct Validator: Sendable {
    public private(set) var configuration: Configuration
    /// Where to keep files' facts between runs (see `CacheLocation`); `nil` for no cache.
    public var cacheFolder: URL?
    /// Told each time a file has been read and parsed (or found in the cache), with how many
    /// have, of how many; a run whose files all match the cache's last run reads none.
    public var progress: ProgressCounter.Handler?

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
        let prepared = try prepare(paths, timing: &timing)
        let (validator, found, detection) = prepared.validator.findings(for: prepared, timing: &timing)
        let findings = try validator.applyingBaseline(to: found, timing: &timing)
        return LintResult(findings: findings, fileCount: prepared.inputs.count, timing: timing, detection: detection)
    }

    /// Like `run(paths:)`, also giving the index the rules ran on (for `vipera graph`). Unchanged
    /// files' facts come from the cache when there is one; the cache is not written.
    func inspect(paths: [String] = []) throws -> (result: LintResult, index: FactIndex) {
        var timing = LintTiming()
        let prepared = try prepare(paths, timing: &timing)
        let inputs = prepared.inputs
        let (validator, analyses, detection) = prepared.validator.analyze(prepared, cache: prepared.cache, timing: &timing)
        let decoded = prepared.cache.map { Self.decoded(analyses, inputs, key: $0.key, timing: &timing) } ?? analyses
        let files = Self.facts(of: decoded)
        let (index, checked) = timing.measure(.rules) {
            let (index, findings) = validator.checked(files)
            return (index ?? FactIndex(files: files, profile: validator.configuration.profile), findings)
        }
        let findings = try validator.applyingBaseline(to: checked, timing: &timing)
        return (LintResult(findings: findings, fileCount: inputs.count, timing: timing, detection: detection), index)
    }

    /// The files to check below `paths` and the validator to check them with: this one, or with
    /// the conventions detected in them when the configuration asks for detection, and the cache
    /// (loaded under this configuration) when there is one. With a cache, detection parses only
    /// the files changed since the last run, and the content hashes and facts it took come along;
    /// without one, it waits for the files' one reading (`Preparation.pending`).
    private func prepare(_ paths: [String], timing: inout LintTiming) throws -> Preparation {
        let inputs = try discover(paths, timing: &timing)
        let cache = cacheFolder.map { folder in
            timing.measure(.cache) {
                LintCache.load(from: CacheLocation.file(in: folder, root: configuration.root), key: CacheKey(configuration: configuration))
            }
        }
        guard configuration.detectsConventions else { return Preparation(validator: self, inputs: inputs, cache: cache) }
        guard let cache else {
            let exclusions = ExcludedFolders.find(in: inputs.map(\.path))
            let kept = ConventionDetection.keeping(inputs, excluding: exclusions)
            return Preparation(validator: self, inputs: kept, pending: PendingDetection(inputs: inputs, exclusions: exclusions))
        }
        let reading = CachedDeclarations(cache: cache)
        let detected = timing.measure(.discover) { ConventionDetection(inputs, reading: reading) }
        return Preparation(validator: adopting(detected), inputs: detected.keeping(inputs), detection: detected, cache: cache, declarations: reading)
    }

    /// This validator with what `detection` found adopted into its configuration.
    func adopting(_ detection: ConventionDetection) -> Validator {
        var validator = self
        validator.configuration.adopt(detection)
        return validator
    }

    /// `findings` without those the configuration's baseline hides.
    private func applyingBaseline(to findings: [Finding], timing: inout LintTiming) throws -> [Finding] {
        guard let baseline = configuration.baseline else { return findings }
        return try timing.measure(.rules) { try Baseline.load(from: baseline).hiding(from: findings) }
    }

    /// The findings in `inputs` (files on disk or in memory), in report order; no baseline.
    public func validate(_ inputs: [SourceInput]) -> [Finding] {
        var timing = LintTiming()
        return checked(Self.facts(of: analyze(inputs, cache: nil, timing: &timing))).findings
    }

    /// The files to check below `paths`.
    func discover(_ paths: [String], timing: inout LintTiming) throws -> [SourceInput] {
        try timing.measure(.discover) { try SourceFiles(configuration: configuration).inputs(for: paths) }
    }

    /// The findings in the prepared files, suppressions applied, no baseline, with the validator
    /// that found them and what detection found. With a cache: exactly the files of the last
    /// run give the last run's findings; otherwise unchanged files' facts come from the cache,
    /// changed files whose facts are all as they were give the last run's findings too, and
    /// the cache is rewritten with this run's facts and findings.
    private func findings(for prepared: Preparation, timing: inout LintTiming) -> (Validator, [Finding], ConventionDetection?) {
        guard let cacheFolder else {
            let (validator, analyses, detection) = analyze(prepared, cache: nil, timing: &timing)
            let files = Self.facts(of: analyses)
            return (validator, timing.measure(.rules) { validator.checked(files).findings }, detection)
        }
        let findings = cachedFindings(for: prepared, in: cacheFolder, timing: &timing)
        return (self, findings, prepared.detection)
    }

    /// `findings(for:timing:)` with a cache in `cacheFolder`.
    private func cachedFindings(for prepared: Preparation, in cacheFolder: URL, timing: inout LintTiming) -> [Finding] {
        let inputs = prepared.inputs
        let cacheFile = CacheLocation.file(in: cacheFolder, root: configuration.root)
        let cache = prepared.cache ?? LintCache(key: CacheKey(configuration: configuration))
        let fingerprint = CacheKey.fingerprint(configuration)
        let last = cache.record.flatMap { $0.configuration == fingerprint ? $0 : nil }
        let names = prepared.declarations?.entries ?? []
        timing.usesCache = true
        let hashes = timing.measure(.read) { RunRecord.contentHashes(of: inputs, known: prepared.knownHashes) }
        let digest = RunRecord.digest(of: inputs, hashes: hashes)
        if let digest, let last, last.digest == digest {
            timing.cacheHits = inputs.count
            if prepared.declarations?.changed == true {
                // The cache only saves time: a cache that cannot be written is no reason to fail.
                timing.measure(.cache) { try? cache.store(names, record: last, to: cacheFile) }
            }
            return last.findings
        }
        var analyses = analyze(inputs, cache: cache, hashes: hashes, collected: prepared.collected, timing: &timing)
        var factsDigest = Self.factsDigest(of: analyses)
        let findings: [Finding]
        if let factsDigest, let last, last.factsDigest == factsDigest {
            findings = last.findings
        } else {
            analyses = Self.decoded(analyses, inputs, key: cache.key, timing: &timing)
            // A damaged entry's file was parsed again, and its new entry may differ.
            factsDigest = Self.factsDigest(of: analyses)
            let files = Self.facts(of: analyses)
            findings = timing.measure(.rules) { checked(files).findings }
        }
        let entries = names + analyses.compactMap(\.cacheEntry)
        var record: RunRecord?
        if let digest, let factsDigest {
            record = RunRecord(configuration: fingerprint, digest: digest, factsDigest: factsDigest, findings: findings)
        }
        // The cache only saves time: a cache that cannot be written is no reason to fail.
        timing.measure(.cache) { try? cache.store(entries, record: record, to: cacheFile) }
        return findings
    }

    /// The rules' findings on `files`, suppressions applied, in report order, and the index of
    /// all of them when the rules ran on one (for the graph). Apps side by side that declare the
    /// same names are checked each on its own index (`AppPartition`), with the shared code: a
    /// finding the shared code gives with several apps is reported once.
    func checked(_ files: [FileFacts]) -> (index: FactIndex?, findings: [Finding]) {
        let parts = AppPartition(files, root: configuration.root).parts
        var findings: [Finding] = []
        var whole: FactIndex?
        for part in parts {
            let index = FactIndex(files: part, profile: configuration.profile)
            if parts.count == 1 { whole = index }
            findings += ruleFindings(index)
        }
        if parts.count > 1 {
            var seen: Set<Finding> = []
            findings = findings.filter { seen.insert($0).inserted }
        }
        findings = SuppressStage(configuration: configuration).run(findings, files: files)
        return (whole, findings.sorted(by: Finding.reportOrder))
    }

    /// Every enabled rule's findings on one index, before suppressions, each placed among the
    /// index's modules. The rules only read the index: they run side by side.
    private func ruleFindings(_ index: FactIndex) -> [Finding] {
        let configuration = configuration
        return Concurrently.map(RuleRegistry.checks) { rule -> [Finding] in
            guard let severity = configuration.severity(of: rule.description.id) else { return [] }
            return rule.init().check(index).map { $0.with(severity: severity).placed(among: index.modules) }
        }.flatMap { $0 }
    }

    /// The digest of every file's cached facts; `nil` unless every file has its facts in an
    /// entry: a file given up on (it may well finish next time) or one that cannot be read has
    /// none, and its findings are not recorded.
    private static func factsDigest(of analyses: [FileAnalysis]) -> ContentHash? {
        let entries = analyses.compactMap(\.cacheEntry)
        return entries.count == analyses.count ? RunRecord.factsDigest(of: entries) : nil
    }

    /// `analyses` with the facts still encoded in cache entries decoded, on all cores; a file
    /// whose entry is damaged counts as a cache miss.
    private static func decoded(_ analyses: [FileAnalysis], _ inputs: [SourceInput], key: CacheKey, timing: inout LintTiming) -> [FileAnalysis] {
        guard analyses.contains(where: { $0.facts == nil }) else { return analyses }
        let decoded = Concurrently.map(Array(zip(analyses, inputs))) { $0.decoded($1, key: key) }
        for (before, after) in zip(analyses, decoded) where before.facts == nil {
            timing.add(after.seconds)
            // A damaged entry: the file was parsed after all.
            if !after.isCached { (timing.cacheHits, timing.cacheMisses) = (timing.cacheHits - 1, timing.cacheMisses + 1) }
        }
        return decoded
    }

    /// The facts of analyses made without a cache or `decoded`, which all have theirs.
    static func facts(of analyses: [FileAnalysis]) -> [FileFacts] {
        analyses.compactMap(\.facts)
    }

    /// Reads, parses and visits every file, on all cores, each syntax tree dropped as soon as its
    /// facts are collected; with a cache, unchanged files' facts come from it instead (found by
    /// `hashes`, the files' content hashes already taken, without reading them again). The facts
    /// detection `collected` (by path, from the content of the file's hash) are not collected again.
    func analyze(
        _ inputs: [SourceInput], cache: LintCache?, hashes: [ContentHash?]? = nil, collected: [String: FileFacts] = [:], timing: inout LintTiming
    ) -> [FileAnalysis] {
        let start = LintTiming.now()
        let limit = configuration.fileTimeout
        let counter = ProgressCounter(total: inputs.count, handler: progress)
        let work = inputs.enumerated().map { ($0.element, hashes?[$0.offset], collected[$0.element.path]) }
        let analyses = Concurrently.map(
            work, timeLimit: limit,
            { item in
                defer { counter?.advance() }
                return FileAnalysis(item.0, cache: cache, contentHash: item.1, collected: item.2)
            },
            timedOut: { FileAnalysis(timedOut: $0.0, after: limit) }
        )
        timing.concurrentWall = LintTiming.now() - start
        for analysis in analyses { timing.add(analysis.seconds) }
        timing.cacheHits = analyses.count { $0.isCached }
        timing.cacheMisses = analyses.count - timing.cacheHits
        return analyses
    }
}

/// The outcome of a lint run.
public struct LintResult: Sendable {
    public let findings: [Finding]
    /// How many files were checked.
    public let fileCount: Int
    /// Where the time went.
    public let timing: LintTiming
    /// What was detected when the configuration asked for detection (no `.vipera.yml`).
    public var detection: ConventionDetection?
}
