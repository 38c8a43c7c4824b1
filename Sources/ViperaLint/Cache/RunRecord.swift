import Foundation
import ViperaCore
import ViperaSupport

/// The findings of the last run, kept in the facts cache with a digest of every checked file's
/// path and content: a run over exactly the same files under the same key reuses them without
/// decoding a single file's facts or running a rule. With a digest of every file's facts too: a
/// run whose changed files still have the same facts (an edit inside a function body that
/// names no new type, a comment) reuses them without running a rule, since the rules read
/// nothing but the facts and the configuration. A record that does not match, or fails its
/// checksum, is ignored.
struct RunRecord: Sendable {
    /// The digest of the files the findings were computed on.
    let digest: UInt64
    /// The digest of those files' facts (`factsDigest(of:)`).
    let factsDigest: UInt64
    /// The findings, suppressions applied, before any baseline.
    let findings: [Finding]

    /// Each file's content hash, in order (from `known` by path where it was taken already);
    /// `nil` for a file that cannot be read.
    static func contentHashes(of inputs: [SourceInput], known: [String: UInt64] = [:]) -> [UInt64?] {
        Concurrently.map(inputs) { input -> UInt64? in
            known[input.path] ?? SourceFileReader.bytes(of: input).map { XXH64.hash($0) }
        }
    }

    /// A digest of the files' paths and content hashes (`contentHashes(of:)`), in order; `nil`
    /// when a file cannot be read (its problem must be reported afresh).
    static func digest(of inputs: [SourceInput], hashes: [UInt64?]) -> UInt64? {
        var writer = BinaryWriter()
        for (input, hash) in zip(inputs, hashes) {
            guard let hash else { return nil }
            writer.write(input.path)
            writer.write(hash)
        }
        return XXH64.hash(writer.bytes)
    }

    /// A digest of the files' paths and cached facts, in order: equal digests mean equal facts.
    /// An entry's payload starts with its facts' checksum (a varint of at most 10 bytes), so
    /// those bytes and the payload's length stand for the whole.
    static func factsDigest(of entries: [FactCache.Entry]) -> UInt64 {
        var writer = BinaryWriter()
        for entry in entries {
            writer.write(entry.path)
            writer.write(entry.payload.count)
            writer.write(raw: entry.payload.prefix(10))
        }
        return XXH64.hash(writer.bytes)
    }

    /// Writes the record (or the absence of one) into a cache file being written.
    static func write(_ record: RunRecord?, to writer: inout BinaryWriter) {
        guard let record else {
            writer.write(false)
            return
        }
        var body = BinaryWriter()
        body.write(record.findings)
        writer.write(true)
        writer.write(record.digest)
        writer.write(record.factsDigest)
        writer.write(XXH64.hash(body.bytes))
        writer.write(body.bytes.count)
        writer.write(raw: body.bytes)
    }

    /// Reads a record written by `write(_:to:)`; `nil` when there is none or it is damaged (the
    /// reader then stands after it whenever its length could be read).
    static func read(from reader: inout BinaryReader) throws -> RunRecord? {
        guard try reader.read() as Bool else { return nil }
        let digest: UInt64 = try reader.read()
        let factsDigest: UInt64 = try reader.read()
        let checksum: UInt64 = try reader.read()
        let body = try reader.raw(count: try reader.read())
        guard XXH64.hash(body) == checksum else { return nil }
        var bodyReader = BinaryReader(Array(body))
        guard let findings = try? bodyReader.read() as [Finding], bodyReader.isAtEnd else { return nil }
        return RunRecord(digest: digest, factsDigest: factsDigest, findings: findings)
    }
}
