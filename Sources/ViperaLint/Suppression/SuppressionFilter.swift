/// Applies `vipera:disable` comments to findings, and tells which comments suppressed nothing
/// (`unused-suppression` reports them).
struct SuppressionFilter {
    /// One rule disabled on a range of lines by one comment.
    private struct Entry {
        let comment: SuppressionComment
        let ruleID: RuleID
        let lines: ClosedRange<Int>
        var used = false
    }

    /// What the comments did to a run's findings.
    struct Outcome {
        /// The findings no comment suppresses, at the finding or one of its related places.
        var kept: [Finding] = []
        /// Each rule id a comment disables without suppressing anything, with its file.
        var unused: [(file: String, comment: SuppressionComment, ruleID: RuleID)] = []
        /// The comments that are malformed (an unknown command, no rule named), with their file.
        var malformed: [(file: String, comment: SuppressionComment)] = []
    }

    /// Applies `suppressions` (by file) to `findings`.
    static func apply(_ findings: [Finding], suppressions: [String: [SuppressionComment]]) -> Outcome {
        var entries = suppressions.mapValues(entries)
        var outcome = Outcome()
        for finding in findings {
            let places = [FindingLocation(file: finding.file, range: finding.range)] + finding.related
            let match = places.lazy.compactMap { place in
                entries[place.file]?.firstIndex { $0.ruleID == finding.ruleID && $0.lines.contains(place.range.start.line) }
                    .map { (place.file, $0) }
            }.first
            if let (file, index) = match {
                entries[file]?[index].used = true
            } else {
                outcome.kept.append(finding)
            }
        }
        for (file, comments) in suppressions {
            outcome.malformed += comments.filter { $0.problem != nil }.map { (file, $0) }
        }
        for (file, fileEntries) in entries {
            outcome.unused += fileEntries.filter { !$0.used }.map { (file, $0.comment, $0.ruleID) }
        }
        return outcome
    }

    private static func entries(_ comments: [SuppressionComment]) -> [Entry] {
        var entries: [Entry] = []
        for (position, comment) in comments.enumerated() where !comment.isEnable {
            let line = comment.range.start.line
            for ruleID in comment.ruleIDs {
                let lines: ClosedRange<Int>
                switch comment.scope {
                case .this: lines = line...line
                case .next: lines = (line + 1)...(line + 1)
                case .previous: lines = max(line - 1, 0)...max(line - 1, 0)
                case .region:
                    let end = comments[(position + 1)...].first { $0.isEnable && $0.ruleIDs.contains(ruleID) }
                    lines = line...(end?.range.start.line ?? Int.max)
                }
                entries.append(Entry(comment: comment, ruleID: ruleID, lines: lines))
            }
        }
        return entries
    }
}
