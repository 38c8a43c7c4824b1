import Foundation
import ViperaSupport

/// A lint run as a pipeline of stages, each taking the previous stage's value: discover the files,
/// detect their conventions, collect their facts, index them, check the rules, apply the
/// suppressions, hide the baseline. `timing` observes the stages (each one's wall time, and the
/// per-file figures the collected analyses carry); no stage is handed a clock.
///
/// With a cache folder, the cache (`RunCache`) stands beside the stages: detection and collection
/// take unchanged files' names and facts from it; exactly the files of the last run give the last
/// run's findings, and so do changed files whose facts are all as they were; a lint run stores
/// this run's facts and findings.
///
/// When the run plans fixes (`Validator.plansFixes`), the fixes of the findings of rules with
/// fixes are worked out before the findings are recorded (`FixPlanner`), so exactly the files of
/// the last run give its fixes too, and so do changed files whose facts are as they were when
/// none of them is a file the planner read. Otherwise, when a reported finding is of a rule with fixes, the
/// run keeps its files' facts for the fix planner (`LintResult.files`), decoded from the cache
/// where they were not.
struct LintPipeline {
    let configuration: Configuration
    let cacheFolder: URL?
    let progress: ProgressCounter.Handler?
    /// Whether the run attaches the fixes of the findings of rules with fixes.
    let plansFixes: Bool
    /// Where the run's time went, so far.
    private(set) var timing = LintTiming()

    /// The findings in the files below `paths`, in report order, without those the baseline hides.
    mutating func lint(_ paths: [String]) throws -> LintResult {
        let (detected, cache) = try detect(paths)
        let (configuration, detection, findings): (Configuration, ConventionDetection?, [Finding])
        let collected: Collected?
        if let cache {
            (configuration, detection) = (detected.configuration, detected.detection)
            (findings, collected) = lint(detected, through: cache)
        } else {
            var all = collect(detected, cache: nil)
            let completed = observe(.discover) { detected.completed(by: all) }
            (configuration, detection) = (completed.configuration, completed.detection)
            findings = attachingFixes(to: check(all.files, configuration: configuration).findings, from: &all, key: nil).findings
            collected = all
        }
        let reported = try baseline(findings, configuration: configuration)
        var files: RunFiles?
        if plansFixes, reported.contains(where: FixPlanner.isFixable) {
            files = RunFiles(inputs: detected.inputs, facts: nil)
        } else if var collected, reported.contains(where: FixPlanner.isFixable) {
            if let cache { collected = decode(collected, key: cache.contents.key) }
            files = RunFiles(inputs: detected.inputs, facts: collected.files)
        }
        return LintResult(findings: reported, fileCount: detected.inputs.count, timing: timing, detection: detection, files: files)
    }

    /// Like `lint(_:)`, also giving the index the rules ran on (for `vipera graph` and `vipera
    /// init`), and keeping the facts the fix planner needs as a run without a cache does. Unchanged
    /// files' facts come from the cache when there is one; the cache is not written.
    mutating func inspect(_ paths: [String]) throws -> (result: LintResult, index: FactIndex) {
        let (detected, cache) = try detect(paths)
        var collected = collect(detected, cache: cache?.contents)
        let completed = observe(.discover) { detected.completed(by: collected) }
        if let cache { collected = decode(collected, key: cache.contents.key) }
        let files = collected.files
        let (indexes, checked) = check(files, configuration: completed.configuration)
        let index = indexes.whole ?? observe(.rules) { FactIndex(files: files, profile: completed.configuration.profile) }
        let findings = try baseline(checked, configuration: completed.configuration)
        // As a lint run does, the facts are kept for the fix planner when a finding has fixes.
        let run = findings.contains(where: FixPlanner.isFixable) ? RunFiles(inputs: detected.inputs, facts: files) : nil
        return (LintResult(findings: findings, fileCount: detected.inputs.count, timing: timing, detection: completed.detection, files: run), index)
    }

    /// The findings in `inputs` (files on disk or in memory), in report order: no detection, no
    /// cache, no baseline.
    mutating func check(_ inputs: [SourceInput]) -> [Finding] {
        let collected = collect(Detected(configuration: configuration, inputs: inputs), cache: nil)
        return check(collected.files, configuration: configuration).findings
    }

    /// The discover and detect stages, and the cache loaded in between.
    private mutating func detect(_ paths: [String]) throws -> (Detected, RunCache?) {
        let configuration = configuration
        let inputs = try observe(.discover) { try DiscoverStage(configuration: configuration).run(paths) }
        let cache = cacheFolder.map { folder in observe(.cache) { RunCache(folder: folder, configuration: configuration) } }
        let detected = observe(.discover) { DetectStage(configuration: configuration, cache: cache?.contents).run(inputs) }
        return (detected, cache)
    }

    /// The collect stage on the `detected` files, with the content `hashes` taken already (else
    /// those detection took) and the facts detection collected.
    private mutating func collect(_ detected: Detected, cache: LintCache?, hashes: [ContentHash?]? = nil) -> Collected {
        let known = detected.knownHashes
        let stage = CollectStage(cache: cache, fileTimeout: detected.configuration.fileTimeout, progress: progress)
        let collected = stage.run(detected.inputs, hashes: hashes ?? detected.inputs.map { known[$0.path] }, collected: detected.collected)
        timing.observe(collected)
        return collected
    }

    /// `collected` with the facts still encoded in the cache decoded.
    private mutating func decode(_ collected: Collected, key: CacheKey) -> Collected {
        let decoded = collected.decoded(key: key)
        timing.observe(decoding: collected, into: decoded)
        return decoded
    }

    /// The index, check, suppress and same-reference stages: the findings in report order.
    private mutating func check(_ files: [FileFacts], configuration: Configuration) -> (indexes: FactIndexes, findings: [Finding]) {
        let indexes = observe(.rules) { IndexStage(configuration: configuration).run(files) }
        let found = observe(.rules) { CheckStage(configuration: configuration).run(indexes) }
        let kept = observe(.rules) { SameReferenceStage().run(SuppressStage(configuration: configuration).run(found, files: files)) }
        return (indexes, kept.sorted(by: Finding.reportOrder))
    }

    /// The baseline stage (not timed without a baseline).
    private mutating func baseline(_ findings: [Finding], configuration: Configuration) throws -> [Finding] {
        guard configuration.baseline != nil else { return findings }
        return try observe(.rules) { try BaselineStage(configuration: configuration).run(findings) }
    }

    /// The findings of the `detected` files, suppressions applied, no baseline, through `cache`:
    /// exactly the files of the last run give the last run's findings (and fixes, when it planned
    /// them); otherwise unchanged files' facts come from the cache, changed files whose facts are
    /// all as they were give the last run's findings too (their fixes planned again), and the cache
    /// is rewritten with this run's facts and findings. The facts collected come along (those the
    /// rules and the fix planner did not need still encoded); when the last run's findings are taken
    /// as they are, they are collected (from the cache) only for the fix planner, when a finding is
    /// of a rule with fixes and the run does not attach the fixes itself.
    private mutating func lint(_ detected: Detected, through cache: RunCache) -> (findings: [Finding], collected: Collected?) {
        let inputs = detected.inputs
        let last = cache.lastRun(under: detected.configuration)
        let names = detected.declarations?.entries ?? []
        timing.usesCache = true
        let hashes = observe(.read) { RunRecord.contentHashes(of: inputs, known: detected.knownHashes) }
        let digest = RunRecord.digest(of: inputs, hashes: hashes)
        if let digest, let last, last.digest == digest, last.plannedFixes || !plansFixes {
            timing.cacheHits = inputs.count
            if detected.declarations?.changed == true { observe(.cache) { cache.store(names, record: last) } }
            if plansFixes { return (last.findings, nil) }
            let kept = last.findings.contains(where: FixPlanner.isFixable) ? collect(detected, cache: cache.contents, hashes: hashes) : nil
            return (last.findings.map(\.withoutFix), kept)
        }
        var collected = collect(detected, cache: cache.contents, hashes: hashes)
        var factsDigest = collected.factsDigest
        let current = Dictionary(zip(inputs, hashes).compactMap { input, hash in hash.map { (input.path, $0) } }) { first, _ in first }
        var findings: [Finding]
        var fixReads: [RunRecord.FilePart]
        if let factsDigest, let last, last.factsDigest == factsDigest, plansFixes, let planned = last.plannedFindings(unchangedIn: current) {
            (findings, fixReads) = (planned, last.fixReads)
        } else {
            if let factsDigest, let last, last.factsDigest == factsDigest {
                findings = last.findings.map(\.withoutFix)
            } else {
                collected = decode(collected, key: cache.contents.key)
                // A damaged entry's file was parsed again, and its new entry may differ.
                factsDigest = collected.factsDigest
                findings = check(collected.files, configuration: detected.configuration).findings
            }
            let fixed = attachingFixes(to: findings, from: &collected, key: cache.contents.key)
            findings = fixed.findings
            fixReads = fixed.reads.compactMap { path in current[path].map { RunRecord.FilePart(path: path, hash: $0) } }
        }
        let entries = names + collected.analyses.compactMap(\.cacheEntry)
        var record: RunRecord?
        if let digest, let factsDigest {
            let fingerprint = CacheKey.fingerprint(detected.configuration)
            record = RunRecord(
                configuration: fingerprint, digest: digest, factsDigest: factsDigest, findings: findings, plannedFixes: plansFixes,
                fixReads: fixReads)
        }
        observe(.cache) { cache.store(entries, record: record) }
        return (findings, collected)
    }

    /// `findings` with the fix of each finding of a rule with fixes attached, when the run plans
    /// fixes: worked out from the `collected` facts, those still encoded in the cache under `key`
    /// decoded first; with the paths of the files the planner read for them.
    private mutating func attachingFixes(
        to findings: [Finding], from collected: inout Collected, key: CacheKey?
    ) -> (findings: [Finding], reads: [String]) {
        guard plansFixes, findings.contains(where: FixPlanner.isFixable) else { return (findings, []) }
        if let key { collected = decode(collected, key: key) }
        let (inputs, files) = (collected.inputs, collected.files)
        return observe(.fix) {
            let planner = FixPlanner(inputs: inputs, facts: files)
            return (planner.attachingFixes(to: findings), planner.readPaths)
        }
    }

    /// Runs a stage, its wall time observed as `phase`.
    private mutating func observe<Value>(_ phase: LintTiming.Phase, _ stage: () throws -> Value) rethrows -> Value {
        try timing.measure(phase, stage)
    }
}
