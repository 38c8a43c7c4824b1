import SwiftSyntax

/// One file taken through the pipeline: read it; take its facts from the cache when its content
/// is unchanged, else parse it and collect them; and time each step.
struct FileAnalysis: Sendable {
    let facts: FileFacts
    /// What to store in the cache for the file (`nil` without a cache or for an unreadable file).
    let cacheEntry: FactCache.Entry?
    /// Whether the facts came from the cache.
    let isCached: Bool
    /// Seconds per per-file phase.
    let seconds: [LintTiming.Phase: Double]

    init(_ input: SourceInput, cache: FactCache?) {
        var clock = PhaseClock()
        let text: String
        switch SourceFileReader.text(of: input) {
        case .success(let read): text = read
        case .failure(let problem):
            clock.lap(.read)
            (facts, cacheEntry, isCached, seconds) = (FileFacts(path: input.path, problem: problem), nil, false, clock.seconds)
            return
        }
        let contentHash = cache.map { _ in ContentHash(text).value }
        clock.lap(.read)
        if let contentHash, let hit = cache?.hit(path: input.path, contentHash: contentHash) {
            (facts, cacheEntry, isCached) = (hit.facts, hit.entry, true)
            clock.lap(.cache)
        } else {
            let facts = Self.parseAndCollect(path: input.path, text: text, clock: &clock)
            self.facts = facts
            cacheEntry = contentHash.map { FactCache.entry(for: facts, contentHash: $0) }
            isCached = false
            if cache != nil { clock.lap(.cache) }
        }
        seconds = clock.seconds
    }

    /// The facts of `text`; the syntax tree is gone when this returns.
    private static func parseAndCollect(path: String, text: String, clock: inout PhaseClock) -> FileFacts {
        let tree = SourceFileReader.parse(text)
        clock.lap(.parse)
        let facts = SourceFileReader.facts(path: path, tree: tree, text: text)
        clock.lap(.collect)
        return facts
    }
}

/// Splits the time since it started into phases.
struct PhaseClock {
    private var last = LintTiming.now()
    private(set) var seconds: [LintTiming.Phase: Double] = [:]

    /// Charges the time since the previous lap to `phase`.
    mutating func lap(_ phase: LintTiming.Phase) {
        let now = LintTiming.now()
        seconds[phase, default: 0] += now - last
        last = now
    }
}
