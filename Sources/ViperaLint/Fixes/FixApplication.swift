/// The fixes of a run applied in memory: each changed file's text before and after. Two fixes
/// making the same edit (two findings on one reference) make it once; a fix whose edits
/// overlap another's is left for the next run.
public struct FixApplication: Sendable {
    /// One file the fixes change.
    public struct FileChange: Sendable {
        /// The path findings name.
        public let path: String
        /// Where it is on disk; `nil` for text given in memory.
        public let filePath: String?
        /// The text the fixes were worked out on.
        public let original: String
        public let fixed: String
    }

    /// The changed files, in path order.
    public let changes: [FileChange]
    /// The findings whose fix is applied.
    public let applied: [Finding]
    /// The findings whose fix overlaps an applied one's.
    public let deferred: [Finding]

    init(_ findings: [Finding], sources: FixSources) {
        var byFile: [String: [FixEdit]] = [:]
        var applied: [Finding] = []
        var deferred: [Finding] = []
        for finding in findings {
            guard let fix = finding.fix, fix.isApplicable else { continue }
            let fits = fix.edits.allSatisfy { edit in
                byFile[edit.file, default: []].contains(edit) || !byFile[edit.file, default: []].contains { Self.overlap($0, edit) }
            }
            guard fits else {
                deferred.append(finding)
                continue
            }
            for edit in fix.edits where !byFile[edit.file, default: []].contains(edit) { byFile[edit.file, default: []].append(edit) }
            applied.append(finding)
        }
        changes = byFile.keys.sorted().compactMap { path in
            guard let file = sources.file(path), let fixed = Self.applying(byFile[path] ?? [], to: file.text) else { return nil }
            return FileChange(path: path, filePath: file.filePath, original: file.text, fixed: fixed)
        }
        self.applied = applied
        self.deferred = deferred
    }

    /// Whether two edits touch the same bytes, or insert at the same place.
    private static func overlap(_ first: FixEdit, _ second: FixEdit) -> Bool {
        if first.offset == second.offset { return true }
        return first.byteRange.overlaps(second.byteRange)
    }

    /// `text` with `edits` made (insertions at one place in the order given), or `nil` when two
    /// of them overlap or one lies outside it.
    static func applying(_ edits: [FixEdit], to text: String) -> String? {
        var bytes = Array(text.utf8)
        var end = bytes.count
        let ordered = edits.enumerated().sorted { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }.map(\.element)
        for edit in ordered {
            guard edit.offset >= 0, edit.offset + edit.length <= end else { return nil }
            bytes.replaceSubrange(edit.byteRange, with: Array(edit.replacement.utf8))
            end = edit.offset
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A unified diff of every change (`--- a/path`, `+++ b/path`, hunks with 3 lines of context).
    public var diff: String {
        changes.map { UnifiedDiff(old: $0.original, new: $0.fixed, path: $0.path).text }.joined()
    }
}
