import ViperaCore

/// The files a run checks and the validator that checks them, before they are read.
struct Preparation {
    /// This validator, or with the conventions detected before reading adopted.
    var validator: Validator
    /// The files to check (without those detection excludes).
    var inputs: [SourceInput]
    /// What detection found before reading (with a cache).
    var detection: ConventionDetection?
    /// Detection still to do from the files' one reading (without a cache).
    var pending: PendingDetection?
    /// The cache, loaded under this validator's configuration (with a cache folder).
    var cache: LintCache?
    /// Detection's reading of the files through the cache (with a cache).
    var declarations: CachedDeclarations?

    /// The content hashes detection took, by path.
    var knownHashes: [String: ContentHash] { declarations?.contentHashes ?? [:] }
    /// The facts detection collected (from the files it parsed), by path.
    var collected: [String: FileFacts] { declarations?.collected ?? [:] }
}

/// Detection that waits for the files' facts: without a cache, each file is read and parsed once,
/// its declarations are taken from its facts, and the conventions are detected before the rules run.
struct PendingDetection {
    /// Every file found, excluded or not.
    let inputs: [SourceInput]
    /// What detection excludes among them, found from their paths.
    let exclusions: [ExclusionFinding]
}

extension Validator {
    /// The prepared files' analyses (facts from `cache` where it holds them, or from detection),
    /// with the validator to check them with and what detection found. With detection pending,
    /// each file's declarations are taken from its facts and the conventions detected from them
    /// are adopted.
    func analyze(_ prepared: Preparation, cache: LintCache?, timing: inout LintTiming) -> (Validator, [FileAnalysis], ConventionDetection?) {
        let inputs = prepared.inputs
        let known = prepared.knownHashes
        let hashes = inputs.map { known[$0.path] }
        let analyses = analyze(inputs, cache: cache, hashes: hashes, collected: prepared.collected, timing: &timing)
        guard let pending = prepared.pending else { return (self, analyses, prepared.detection) }
        // Pending detection has no cache: every analysis holds its facts (a file given up on
        // holds only its problem, and declares nothing).
        var declared: [String: [DeclaredName]] = [:]
        for (input, analysis) in zip(inputs, analyses) { declared[input.path] = analysis.facts.map(DeclaredName.declared(in:)) }
        let detection = timing.measure(.discover) {
            ConventionDetection(paths: pending.inputs.map(\.path), exclusions: pending.exclusions) { declared[$0] ?? [] }
        }
        return (adopting(detection), analyses, detection)
    }
}
