import Foundation
import ViperaCore

/// The declared names detection read in each file (`DeclaredName.declared(in:)`), kept between
/// runs by path and content hash, so a run without a configuration parses only the files that
/// changed before it knows its conventions.
///
/// A file beside the facts cache: a header (format, tool version), then one entry per file: its
/// path, content hash and names. The names depend on nothing but the file's content, so the
/// configuration is not part of the key. A cache with another header, or a damaged one, is
/// ignored as a whole: it only saves time.
struct DeclarationCache: Sendable {
    /// One file's names under its content hash.
    struct Entry: Sendable {
        let contentHash: UInt64
        let names: [DeclaredName]
    }

    private static let magic = Array("vipera declarations\n".utf8)

    /// The entries by path.
    let entries: [String: Entry]

    /// The cache stored at `url` for `toolVersion`; empty when missing, unreadable or damaged.
    static func load(from url: URL, toolVersion: String = CacheKey.currentTool) -> DeclarationCache {
        guard let bytes = CacheFile.bytes(at: url) else { return DeclarationCache(entries: [:]) }
        var reader = BinaryReader(bytes)
        var entries: [String: Entry] = [:]
        do {
            guard try reader.raw(count: magic.count).elementsEqual(magic), try reader.read() as Int == CacheKey.formatVersion,
                try reader.read() as String == toolVersion
            else { return DeclarationCache(entries: [:]) }
            let checksum: UInt64 = try reader.read()
            let body = try reader.raw(count: try reader.read())
            guard XXH64.hash(body) == checksum else { return DeclarationCache(entries: [:]) }
            var bodyReader = BinaryReader(Array(body))
            while !bodyReader.isAtEnd {
                let path: String = try bodyReader.read()
                entries[path] = Entry(contentHash: try bodyReader.read(), names: try bodyReader.read())
            }
        } catch {
            return DeclarationCache(entries: [:])
        }
        return DeclarationCache(entries: entries)
    }

    /// The names stored for `path` when its content still hashes to `contentHash`.
    func names(path: String, contentHash: UInt64) -> [DeclaredName]? {
        guard let entry = entries[path], entry.contentHash == contentHash else { return nil }
        return entry.names
    }

    /// Writes `entries` for `toolVersion` to `url`, whole (`CacheFile`), creating its folder.
    static func store(_ entries: [String: Entry], to url: URL, toolVersion: String = CacheKey.currentTool) throws {
        var body = BinaryWriter()
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            body.write(path)
            body.write(entry.contentHash)
            body.write(entry.names)
        }
        var writer = BinaryWriter()
        writer.write(raw: magic)
        writer.write(CacheKey.formatVersion)
        writer.write(toolVersion)
        writer.write(XXH64.hash(body.bytes))
        writer.write(body.bytes.count)
        writer.write(raw: body.bytes)
        try CacheFile.write(writer.bytes, to: url)
    }
}

extension DeclaredName: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(kind)
        writer.write(name)
        writer.write(inherited)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(kind: try reader.read(), name: try reader.read(), inherited: try reader.read())
    }
}
