import ViperaCore
import ViperaSupport

/// The collect stage: reads, parses and visits every file, on all cores, each syntax tree dropped
/// as soon as its facts are collected. With a cache, unchanged files' facts come from it instead
/// (found by their content hashes when already taken, without reading the files again), still
/// encoded until `decoded(key:)`; the facts detection collected are not collected again.
struct CollectStage {
    let cache: LintCache?
    /// How long one file may take before it is given up on.
    let fileTimeout: Double
    /// Told each time a file has been read and parsed (or found in the cache).
    let progress: ProgressCounter.Handler?

    /// - Parameters:
    ///   - hashes: the files' content hashes, in order, where already taken.
    ///   - collected: the facts detection collected, by path, from the content of the file's hash.
    func run(_ inputs: [SourceInput], hashes: [ContentHash?]? = nil, collected: [String: FileFacts] = [:]) -> Collected {
        let start = LintTiming.now()
        let counter = ProgressCounter(total: inputs.count, handler: progress)
        let work = inputs.enumerated().map { ($0.element, hashes?[$0.offset], collected[$0.element.path]) }
        let (cache, limit) = (cache, fileTimeout)
        let analyses = Concurrently.map(
            work, timeLimit: limit,
            { item in
                defer { counter?.advance() }
                return FileAnalysis(item.0, cache: cache, contentHash: item.1, collected: item.2)
            },
            timedOut: { FileAnalysis(timedOut: $0.0, after: limit) }
        )
        return Collected(inputs: inputs, analyses: analyses, wall: LintTiming.now() - start)
    }
}

/// What the collect stage found: each file's analysis, in the files' order.
struct Collected {
    let inputs: [SourceInput]
    let analyses: [FileAnalysis]
    /// Wall seconds the files took, all cores together.
    let wall: Double

    /// The files' facts (for the index), once none is still encoded (`decoded(key:)`).
    var files: [FileFacts] { analyses.compactMap(\.facts) }

    /// These analyses with the facts still encoded in cache entries decoded, on all cores; a file
    /// whose entry is damaged is parsed again.
    func decoded(key: CacheKey) -> Collected {
        guard analyses.contains(where: { $0.facts == nil }) else { return self }
        let decoded = Concurrently.map(Array(zip(analyses, inputs))) { $0.decoded($1, key: key) }
        return Collected(inputs: inputs, analyses: decoded, wall: wall)
    }

    /// The digest of every file's cached facts; `nil` unless every file has its facts in an
    /// entry: a file given up on (it may well finish next time) or one that cannot be read has
    /// none, and its findings are not recorded.
    var factsDigest: ContentHash? {
        let entries = analyses.compactMap(\.cacheEntry)
        return entries.count == analyses.count ? RunRecord.factsDigest(of: entries) : nil
    }
}
