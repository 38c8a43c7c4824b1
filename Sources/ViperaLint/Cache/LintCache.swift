import Foundation

/// What a project's last runs learnt, kept in one file between runs: each file's facts and, with
/// detection, the names it declares, found by path and content hash, so an unchanged file is
/// neither parsed nor visited again; and the last run's findings (`RunRecord`).
///
/// The file is a `Contents` value in the binary form (`BinaryEncoder`), written whole
/// (`CacheFile`). A cache written under another key, or one that does not decode (truncated, or
/// no vipera cache), is ignored as a whole; a part whose checksum fails (`Sealed`) is ignored
/// alone: its file is checked again, or the rules run again. It only saves time.
struct LintCache: Sendable {
    /// One file's stored facts and names, under its content hash.
    struct Entry: Codable, Sendable {
        let path: String
        let contentHash: ContentHash
        /// The names detection read in the file (`DeclaredName.declared(in:)`), when it ran.
        var names: Sealed<[DeclaredName]>?
        /// The file's facts, when a run checked it.
        var facts: Sealed<FileFacts>?
    }

    /// The file's layout.
    private struct Contents: Codable {
        /// Says the file is a vipera cache.
        let format: String
        let key: CacheKey
        let record: Sealed<RunRecord>?
        let entries: [Entry]
    }

    private static let format = "vipera lint cache"

    let key: CacheKey
    private let entries: [String: Entry]
    /// The last run's findings, when they were stored and are intact.
    let record: RunRecord?

    /// An empty cache (nothing stored yet, or nothing usable).
    init(key: CacheKey) {
        self.init(key: key, entries: [], record: nil)
    }

    private init(key: CacheKey, entries: [Entry], record: RunRecord?) {
        self.key = key
        self.entries = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        self.record = record
    }

    /// The cache stored at `url` under `key`; empty when it is missing, unreadable, not a
    /// regular file (a folder, a FIFO), damaged or written under another key.
    static func load(from url: URL, key: CacheKey) -> LintCache {
        guard let bytes = CacheFile.bytes(at: url), let contents = try? BinaryDecoder.decode(Contents.self, from: bytes),
            contents.format == format, contents.key == key
        else { return LintCache(key: key) }
        return LintCache(key: key, entries: contents.entries, record: contents.record?.value)
    }

    /// How many entries the cache holds.
    var count: Int { entries.count }

    /// The entry stored for `path` when its content still hashes to `contentHash`.
    func entry(path: String, contentHash: ContentHash) -> Entry? {
        guard let entry = entries[path], entry.contentHash == contentHash else { return nil }
        return entry
    }

    /// Writes `entries` (names or facts this run read, by path, what it did not read taken from
    /// this cache while the content is the same) and the run's `record` under this cache's key to
    /// `url`, whole (`CacheFile`), creating its folder.
    func store(_ entries: [Entry], record: RunRecord?, to url: URL) throws {
        var merged: [String: Entry] = [:]
        for entry in entries {
            merged[entry.path] = Self.merging(entry, into: merged[entry.path])
        }
        let stored = merged.values.sorted { $0.path < $1.path }.map { entry in
            Self.merging(entry, into: self.entry(path: entry.path, contentHash: entry.contentHash))
        }
        let contents = Contents(format: Self.format, key: key, record: record.flatMap { Sealed($0) }, entries: stored)
        try CacheFile.write(try BinaryEncoder.encode(contents), to: url)
    }

    /// `entry`, with what it lacks taken from `older` when that is of the same content.
    private static func merging(_ entry: Entry, into older: Entry?) -> Entry {
        guard let older, older.contentHash == entry.contentHash else { return entry }
        var entry = entry
        entry.names = entry.names ?? older.names
        entry.facts = entry.facts ?? older.facts
        return entry
    }
}
