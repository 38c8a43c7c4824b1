import Foundation
import SwiftSyntax
import ViperaCore

/// One file taken through the pipeline: read it; take its facts from the cache when its content
/// is unchanged, else parse it and collect them; and time each step.
///
/// Facts found in the cache stay encoded until `decoded(_:key:)`: a run whose files all have the
/// facts of the last run reuses its findings without decoding any.
struct FileAnalysis: Sendable {
    /// The facts; `nil` while they are only encoded in `cacheEntry`.
    let facts: FileFacts?
    /// What to store in the cache for the file (`nil` without a cache or for an unreadable file).
    let cacheEntry: LintCache.Entry?
    /// Whether the facts came from the cache.
    let isCached: Bool
    /// Seconds per per-file phase.
    let seconds: [LintTiming.Phase: Double]
    /// Whether the file was given up on after `seconds` (its facts only say so).
    var timedOut = false

    /// - Parameters:
    ///   - contentHash: the file's content hash when already taken: a file the cache holds under
    ///     it is not read again.
    ///   - collected: the facts detection collected from the content hashing to `contentHash`:
    ///     the file is not read again when the cache does not hold it.
    init(_ input: SourceInput, cache: LintCache?, contentHash knownHash: ContentHash? = nil, collected: FileFacts? = nil) {
        var clock = PhaseClock()
        if let knownHash, let entry = cache?.entry(path: input.path, contentHash: knownHash), entry.facts != nil {
            (facts, cacheEntry, isCached) = (nil, entry, true)
            clock.lap(.cache)
            seconds = clock.seconds
            return
        }
        if let knownHash, let collected {
            (facts, cacheEntry, isCached) = (collected, cache.map { _ in Self.entry(for: collected, contentHash: knownHash) }, false)
            clock.lap(.cache)
            seconds = clock.seconds
            return
        }
        let text: String
        switch SourceFileReader.text(of: input) {
        case .success(let read): text = read
        case .failure(let problem):
            clock.lap(.read)
            let facts = FileFacts(path: input.path, problem: problem)
            // Bytes that are not UTF-8: the problem is in the content, so it is the file's facts
            // as long as the content stays. A read that failed may well work next time.
            let entry = problem == SourceFileReader.notUTF8 ? knownHash.map { Self.entry(for: facts, contentHash: $0) } : nil
            (self.facts, cacheEntry, isCached, seconds) = (facts, entry, false, clock.seconds)
            return
        }
        let contentHash = cache.map { _ in ContentHash(of: text) }
        clock.lap(.read)
        if let contentHash, let entry = cache?.entry(path: input.path, contentHash: contentHash), entry.facts != nil {
            (facts, cacheEntry, isCached) = (nil, entry, true)
            clock.lap(.cache)
        } else {
            let facts = Self.parseAndCollect(path: input.path, text: text, clock: &clock)
            self.facts = facts
            cacheEntry = contentHash.map { Self.entry(for: facts, contentHash: $0) }
            isCached = false
            if cache != nil { clock.lap(.cache) }
        }
        seconds = clock.seconds
    }

    private init(facts: FileFacts, cacheEntry: LintCache.Entry?, seconds: [LintTiming.Phase: Double]) {
        (self.facts, self.cacheEntry, isCached, self.seconds) = (facts, cacheEntry, true, seconds)
    }

    /// This analysis with its facts decoded, when they are still encoded in the cache entry. A
    /// file whose entry does not decode (its checksum fails) is read and parsed again.
    func decoded(_ input: SourceInput, key: CacheKey) -> FileAnalysis {
        guard facts == nil, let entry = cacheEntry else { return self }
        var clock = PhaseClock()
        guard let facts = entry.facts?.value else { return FileAnalysis(input, cache: LintCache(key: key)) }
        clock.lap(.cache)
        return FileAnalysis(facts: facts, cacheEntry: entry, seconds: clock.seconds)
    }

    /// The cache entry for facts just collected from content hashing to `contentHash`.
    private static func entry(for facts: FileFacts, contentHash: ContentHash) -> LintCache.Entry {
        LintCache.Entry(path: facts.path, contentHash: contentHash, facts: Sealed(facts))
    }

    /// A file given up on after `seconds`: only its problem, nothing to cache.
    init(timedOut input: SourceInput, after seconds: Double) {
        let message = "the file took more than \(String(format: "%g", seconds)) seconds to parse (lint.file_timeout); it was not checked"
        facts = FileFacts(path: input.path, problem: FileProblem(kind: .timedOut, message: message, range: .fileStart))
        (cacheEntry, isCached, self.seconds, timedOut) = (nil, false, [:], true)
    }

    /// The facts of `text`; the syntax tree is gone when this returns.
    private static func parseAndCollect(path: String, text: String, clock: inout PhaseClock) -> FileFacts {
        let facts: FileFacts
        switch SourceFileReader.parse(text) {
        case .success(let tree):
            clock.lap(.parse)
            facts = SourceFileReader.facts(path: path, tree: tree, text: text)
            clock.lap(.collect)
        case .failure(let problem):
            clock.lap(.parse)
            facts = FileFacts(path: path, problem: problem)
        }
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
