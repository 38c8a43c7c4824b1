import Foundation
import ViperaCore
import ViperaSupport

/// The findings of the last run, kept in the cache with a digest of every checked file's path and
/// content: a run over exactly the same files under the same configuration reuses them, and the
/// fixes attached to them, without decoding a single file's facts, running a rule or planning a
/// fix. With a digest of every file's facts too: a run whose changed files still have the same
/// facts (an edit inside a function body that names no new type, a comment) reuses the findings
/// without running a rule, since the rules read nothing but the facts and the configuration; their
/// fixes too when none of the files the fix planner read for them has changed (the planner reads
/// nothing else but the facts), else the fixes are planned again.
struct RunRecord: Codable, Sendable, Equatable {
    /// The fingerprint of the configuration the rules ran under (detection's adopted).
    let configuration: ContentHash
    /// The digest of the files the findings were computed on.
    let digest: ContentHash
    /// The digest of those files' facts (`factsDigest(of:)`).
    let factsDigest: ContentHash
    /// The findings, suppressions applied, before any baseline; with their fixes when
    /// `plannedFixes`.
    let findings: [Finding]
    /// Whether the run worked out the fixes of its findings (`Validator.plansFixes`).
    let plannedFixes: Bool
    /// The files the fix planner read for those fixes, with what they held then.
    let fixReads: [FilePart]

    /// A file's path and a hash of what it holds, the part of a digest it makes.
    struct FilePart: Codable, Sendable, Equatable {
        let path: String
        let hash: ContentHash
    }

    /// The findings with their fixes, when the run planned them and every file the planner read
    /// for them holds what it held (`hashes`: the content hash of each checked file by path);
    /// `nil` otherwise. Call it only when the facts are as they were, which the fixes also read.
    func plannedFindings(unchangedIn hashes: [String: ContentHash]) -> [Finding]? {
        guard plannedFixes, fixReads.allSatisfy({ hashes[$0.path] == $0.hash }) else { return nil }
        return findings
    }

    /// Each file's content hash, in order (from `known` by path where it was taken already);
    /// `nil` for a file that cannot be read.
    static func contentHashes(of inputs: [SourceInput], known: [String: ContentHash] = [:]) -> [ContentHash?] {
        Concurrently.map(inputs) { input -> ContentHash? in
            known[input.path] ?? SourceFileReader.bytes(of: input).map { ContentHash(of: $0) }
        }
    }

    /// A digest of the files' paths and content hashes (`contentHashes(of:)`), in order; `nil`
    /// when a file cannot be read (its problem must be reported afresh).
    static func digest(of inputs: [SourceInput], hashes: [ContentHash?]) -> ContentHash? {
        var parts: [FilePart] = []
        for (input, hash) in zip(inputs, hashes) {
            guard let hash else { return nil }
            parts.append(FilePart(path: input.path, hash: hash))
        }
        return try? ContentHash(encoding: parts)
    }

    /// A digest of the files' paths and facts (their checksums), in order: equal digests mean
    /// equal facts; `nil` unless every entry holds facts.
    static func factsDigest(of entries: [LintCache.Entry]) -> ContentHash? {
        var parts: [FilePart] = []
        for entry in entries {
            guard let facts = entry.facts else { return nil }
            parts.append(FilePart(path: entry.path, hash: facts.checksum))
        }
        return try? ContentHash(encoding: parts)
    }
}
