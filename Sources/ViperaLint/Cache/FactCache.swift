import Foundation
import ViperaCore

/// Files' facts from an earlier run, found by path and content hash, so an unchanged file is
/// neither parsed nor visited again.
///
/// One file per project holds the header (format, tool version, configuration fingerprint), the
/// last run's findings (`RunRecord`), and then one entry per source file: its path, content
/// hash, and its facts with their own checksum. A cache with another header is ignored; an entry that is corrupt is ignored and
/// its file checked again; a truncated cache keeps only its whole entries. Nothing read from
/// the cache is trusted without a check.
struct FactCache: Sendable {
    /// One file's stored facts.
    struct Entry: Sendable {
        let path: String
        let contentHash: UInt64
        /// The facts in `BinaryWriter` form.
        let payload: ArraySlice<UInt8>
    }

    private static let magic = Array("vipera facts\n".utf8)

    let key: CacheKey
    private let entries: [String: Entry]
    /// The last run's findings, when they were stored and are intact.
    let record: RunRecord?

    /// An empty cache (nothing stored yet, or nothing usable).
    init(key: CacheKey) {
        self.init(key: key, entries: [], record: nil)
    }

    init(key: CacheKey, entries: [Entry], record: RunRecord?) {
        self.key = key
        self.entries = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        self.record = record
    }

    private static func readHeader(from reader: inout BinaryReader, key: CacheKey) throws -> Bool {
        try reader.raw(count: magic.count).elementsEqual(magic)
            && reader.read() as Int == CacheKey.formatVersion
            && reader.read() as String == key.toolVersion
            && reader.read() as UInt64 == key.configuration
    }

    /// The cache stored at `url` under `key`; empty when it is missing, unreadable, not a
    /// regular file (a folder, a FIFO), or written under another key.
    static func load(from url: URL, key: CacheKey) -> FactCache {
        guard let bytes = CacheFile.bytes(at: url) else { return FactCache(key: key) }
        var reader = BinaryReader(bytes)
        var entries: [Entry] = []
        var record: RunRecord?
        do {
            guard try readHeader(from: &reader, key: key) else { return FactCache(key: key) }
            record = try RunRecord.read(from: &reader)
            while !reader.isAtEnd {
                let path: String = try reader.read()
                let contentHash: UInt64 = try reader.read()
                let payload = try reader.raw(count: try reader.read())
                entries.append(Entry(path: path, contentHash: contentHash, payload: payload))
            }
        } catch {
            // A truncated or garbled tail: keep the entries before it.
        }
        return FactCache(key: key, entries: entries, record: record)
    }

    /// How many entries the cache holds.
    var count: Int { entries.count }

    /// The entry stored for `path` when its content still hashes to `contentHash`; its facts
    /// are decoded (and checked) by `facts(in:)`.
    func entry(path: String, contentHash: UInt64) -> Entry? {
        guard let entry = entries[path], entry.contentHash == contentHash else { return nil }
        return entry
    }

    /// An entry for facts just collected.
    static func entry(for facts: FileFacts, contentHash: UInt64) -> Entry {
        var body = BinaryWriter()
        body.write(facts)
        var payload = BinaryWriter()
        payload.write(XXH64.hash(body.bytes))
        payload.write(raw: body.bytes)
        return Entry(path: facts.path, contentHash: contentHash, payload: payload.bytes[...])
    }

    /// Writes `entries` and the run's `record` under this cache's key to `url`, whole
    /// (`CacheFile`), creating its folder.
    func store(_ entries: [Entry], record: RunRecord?, to url: URL) throws {
        var writer = BinaryWriter()
        writer.write(raw: Self.magic)
        writer.write(CacheKey.formatVersion)
        writer.write(key.toolVersion)
        writer.write(key.configuration)
        RunRecord.write(record, to: &writer)
        for entry in entries {
            writer.write(entry.path)
            writer.write(entry.contentHash)
            writer.write(entry.payload.count)
            writer.write(raw: entry.payload)
        }
        try CacheFile.write(writer.bytes, to: url)
    }

    /// The facts in an entry whose checksum holds, else `nil`.
    static func facts(in entry: Entry) -> FileFacts? {
        let payload = entry.payload
        var reader = BinaryReader(Array(payload), path: entry.path)
        guard let checksum = try? reader.read() as UInt64 else { return nil }
        let body = payload.dropFirst(reader.offset)
        guard XXH64.hash(body) == checksum, let facts = try? reader.read() as FileFacts, reader.isAtEnd else { return nil }
        return facts
    }
}
