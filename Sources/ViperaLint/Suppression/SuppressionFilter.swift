/// Applies `vipera:disable` comments to findings and reports those that suppress nothing.
struct SuppressionFilter {
    /// One rule disabled on a range of lines by one comment.
    private struct Entry {
        let comment: SuppressionComment
        let ruleID: String
        let lines: ClosedRange<Int>
        var used = false
    }

    /// The findings no comment suppresses (at the finding or one of its related places), plus an `unused-suppression` finding for each
    /// rule id a comment disables in vain (unless that rule or `unused-suppression` is off) and
    /// for each malformed comment (an unknown command, no rule named).
    static func apply(_ findings: [Finding], suppressions: [String: [SuppressionComment]], configuration: Configuration) -> [Finding] {
        var entries = suppressions.mapValues(entries)
        var kept: [Finding] = []
        for finding in findings {
            let places = [FindingLocation(file: finding.file, range: finding.range)] + finding.related
            let match = places.lazy.compactMap { place in
                entries[place.file]?.firstIndex { $0.ruleID == finding.ruleID && $0.lines.contains(place.range.start.line) }
                    .map { (place.file, $0) }
            }.first
            if let (file, index) = match {
                entries[file]?[index].used = true
            } else {
                kept.append(finding)
            }
        }
        guard let severity = configuration.severity(of: UnusedSuppression.description.id) else { return kept }
        for (file, comments) in suppressions {
            for comment in comments {
                guard let problem = comment.problem else { continue }
                kept.append(Finding(
                    ruleID: UnusedSuppression.description.id, severity: severity, message: problem, file: file,
                    range: comment.range, symbol: Symbol.key(module: nil, file, "line \(comment.range.start.line)")
                ))
            }
        }
        for (file, fileEntries) in entries {
            for entry in fileEntries where !entry.used {
                let known = RuleRegistry.description(of: entry.ruleID) != nil
                guard !known || configuration.severity(of: entry.ruleID) != nil else { continue }
                let message = known
                    ? "this vipera:disable of \(entry.ruleID) suppresses nothing; remove it"
                    : "vipera:disable names the unknown rule '\(entry.ruleID)'"
                kept.append(Finding(
                    ruleID: UnusedSuppression.description.id, severity: severity, message: message, file: file,
                    range: entry.comment.range, symbol: Symbol.key(module: nil, file, entry.ruleID)
                ))
            }
        }
        return kept
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
