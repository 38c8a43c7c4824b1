import ViperaCore
import ViperaLint

/// `vipera lint --fix`: the fixes of the ownership findings, applied or shown as a diff.
extension LintRequest {
    /// What `--fix` does with the fixes.
    enum FixMode: Sendable {
        /// Writes them all-or-nothing, then checks again.
        case apply
        /// Shows them as a unified diff (`--dry-run`); writes nothing.
        case preview
    }

    /// What a `--fix` run left.
    struct FixOutcome {
        /// The findings still there (`--dry-run`: those no fix clears).
        var findings: [Finding]
        var fileCount: Int
        /// `fixed 3 findings in 2 files` (or `would fix …`).
        var summary: String
        /// The unified diff, for `--dry-run`.
        var diff: String?
    }

    /// `result`'s findings with the fixes of the ownership findings attached, and the planner
    /// that made them (`nil` when no finding is of a rule with fixes: nothing is read again).
    func attachingFixes(to result: LintResult) -> (FixPlanner?, [Finding]) {
        guard let planner = FixPlanner(for: result) else { return (nil, result.findings) }
        return (planner, planner.attachingFixes(to: result.findings))
    }

    /// Applies (or previews) the fixes of `findings`, then tells what is left.
    /// - Throws: `FixWriteError` when the files cannot be written (none is then changed).
    func fixing(
        _ findings: [Finding], planner: FixPlanner?, mode: FixMode, validator: Validator, paths: [String], fileCount: Int
    ) throws -> FixOutcome {
        guard let planner else {
            return FixOutcome(findings: findings, fileCount: fileCount, summary: Self.fixed(0, files: 0, mode), diff: mode == .preview ? "" : nil)
        }
        let application = planner.application(of: findings)
        let summary = Self.fixed(application.applied.count, files: application.changes.count, mode)
        if mode == .preview {
            let applied = Set(application.applied)
            return FixOutcome(findings: findings.filter { !applied.contains($0) }, fileCount: fileCount, summary: summary, diff: application.diff)
        }
        guard !application.changes.isEmpty else { return FixOutcome(findings: findings, fileCount: fileCount, summary: summary) }
        let warnings = try FixWriter(display: { $0 }).write(application, interruption: interruption) { folder in
            printDiagnostic(.note, "waiting for another vipera run writing in '\(folder)'")
        }
        for warning in warnings { printDiagnostic(.warning, warning) }
        let again = try validator.run(paths: paths)
        let (_, left) = attachingFixes(to: again)
        return FixOutcome(findings: left, fileCount: again.fileCount, summary: summary)
    }

    /// `fixed 1 finding in 1 file`, `would fix 3 findings in 2 files`.
    private static func fixed(_ count: Int, files: Int, _ mode: FixMode) -> String {
        "\(mode == .preview ? "would fix" : "fixed") \(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
    }
}
