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
    /// The content hashes detection took, by path.
    var knownHashes: [String: UInt64] = [:]
}

/// Detection that waits for the files to be read: without a cache, each file is read once, for
/// its facts and its declarations together, and the conventions are detected before the rules run.
struct PendingDetection {
    /// Every file found, excluded or not.
    let inputs: [SourceInput]
    /// What detection excludes among them, found from their paths.
    let exclusions: [ExclusionFinding]
}

extension Validator {
    /// The prepared files' analyses (facts from `cache` where it holds them), with the validator
    /// to check them with and what detection found. With detection pending, each file's
    /// declarations are scanned from the same reading as its facts and the conventions
    /// detected from them are adopted.
    func analyze(_ prepared: Preparation, cache: FactCache?, timing: inout LintTiming) -> (Validator, [FileAnalysis], ConventionDetection?) {
        let inputs = prepared.inputs
        let analyses = analyze(inputs, cache: cache, scansNames: prepared.pending != nil, timing: &timing)
        guard let pending = prepared.pending else { return (self, analyses, prepared.detection) }
        var scanned: [String: [DeclaredName]] = [:]
        for (input, analysis) in zip(inputs, analyses) where !analysis.timedOut { scanned[input.path] = analysis.declaredNames }
        let all = Dictionary(pending.inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let detection = timing.measure(.discover) {
            ConventionDetection(paths: pending.inputs.map(\.path), exclusions: pending.exclusions) { path in
                // A file not scanned with its facts (given up on, or not checked) is read for its names alone.
                scanned[path] ?? all[path].map(ConventionDetection.names(in:)) ?? []
            }
        }
        return (adopting(detection), analyses, detection)
    }
}
