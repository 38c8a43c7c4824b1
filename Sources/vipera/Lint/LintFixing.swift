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

    /// Applies (or previews) the fixes of `findings` (those `result` reports, with their fixes
    /// attached by the validator, which plans fixes), then tells what is left.
    /// - Throws: `FixWriteError` when the files cannot be written (none is then changed).
    func fixing(_ findings: [Finding], of result: LintResult, mode: FixMode, validator: Validator, paths: [String]) throws -> FixOutcome {
        let fileCount = result.fileCount
        guard let application = result.fixApplication(of: findings) else {
            return FixOutcome(findings: findings, fileCount: fileCount, summary: Self.fixed(0, files: 0, mode), diff: mode == .preview ? "" : nil)
        }
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
        return FixOutcome(findings: again.findings, fileCount: again.fileCount, summary: summary)
    }

    /// `fixed 1 finding in 1 file`, `would fix 3 findings in 2 files`.
    private static func fixed(_ count: Int, files: Int, _ mode: FixMode) -> String {
        "\(mode == .preview ? "would fix" : "fixed") \(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
    }
}
