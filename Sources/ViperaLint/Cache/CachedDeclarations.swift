import Foundation
import ViperaCore

/// Detection's reading of the files through the cache: each file read once and hashed, its names
/// taken from the cache while its content is unchanged, else from its facts (parsed). What it read
/// is kept, to store in the next cache, as the run's content hashes (which then need no second
/// read) and as the facts of the files it parsed (which then need no second parse). Called from
/// many threads at once.
final class CachedDeclarations: @unchecked Sendable {
    private let cache: LintCache
    private let lock = NSLock()
    private var read: [String: LintCache.Entry] = [:]
    private var parsed: [String: FileFacts] = [:]
    private var misses = 0

    init(cache: LintCache) {
        self.cache = cache
    }

    /// The names `input` declares; none when it cannot be read, is not UTF-8 or does not parse.
    func names(of input: SourceInput) -> [DeclaredName] {
        guard let bytes = SourceFileReader.bytes(of: input) else { return [] }
        let contentHash = ContentHash(of: bytes)
        let stored = cache.entry(path: input.path, contentHash: contentHash)?.names
        if let stored, let cached = stored.value {
            lock.withLock { read[input.path] = LintCache.Entry(path: input.path, contentHash: contentHash, names: stored) }
            return cached
        }
        let facts = String(validating: bytes, as: UTF8.self).map { SourceFileReader.facts(path: input.path, text: $0) }
        let names = facts.map(DeclaredName.declared(in:)) ?? []
        lock.withLock {
            read[input.path] = LintCache.Entry(path: input.path, contentHash: contentHash, names: Sealed(names))
            parsed[input.path] = facts
            misses += 1
        }
        return names
    }

    /// The entries of every file read (their names), for the next cache.
    var entries: [LintCache.Entry] { lock.withLock { Array(read.values) } }

    /// Whether the next cache differs from the one read: a file was parsed.
    var changed: Bool { lock.withLock { misses > 0 } }

    /// The content hash of each file read, by path.
    var contentHashes: [String: ContentHash] { lock.withLock { read.mapValues(\.contentHash) } }

    /// The facts of each file parsed (its names were not in the cache), by path.
    var collected: [String: FileFacts] { lock.withLock { parsed } }
}
