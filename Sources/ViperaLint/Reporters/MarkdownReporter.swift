import ViperaCore
import ViperaSupport

/// A Markdown summary for a pull request comment or a job summary: the counts, a table of
/// findings by rule, then the findings grouped by file, each reference cycle drawn under its
/// finding as a Mermaid diagram (`CycleDiagram`), which GitHub renders. It stays under GitHub's 65,536-character limit for a comment: findings
/// that do not fit are counted at the end instead.
public struct MarkdownReporter: Reporter {
    public static let summary = "Markdown for a pull request comment or a job summary."
    /// How many characters the report may take; GitHub refuses longer comments.
    static let characterBudget = 60_000

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let errors = findings.count { $0.severity == .error }
        let warnings = findings.count - errors
        var output = "### vipera lint: " + (findings.isEmpty ? "no findings" : "\(counted(errors, "error")), \(counted(warnings, "warning"))")
        output += "\n\n\(counted(context.fileCount, "file")) checked.\n"
        guard !findings.isEmpty else { return output }
        output += "\n| rule | errors | warnings |\n|---|---:|---:|\n"
        for (rule, group) in Dictionary(grouping: findings, by: \.ruleID).sorted(by: { $0.key < $1.key }) {
            let ruleErrors = group.count { $0.severity == .error }
            output += "| \(MarkdownText.code(rule.rawValue)) | \(ruleErrors) | \(group.count - ruleErrors) |\n"
        }
        var shown = 0
        var file: String?
        // Room is kept for the longest note on what is left out.
        let budget = Self.characterBudget - Self.omission(findings.count).utf16.count
        for finding in findings {
            var section = finding.file == file ? "" : "\n#### \(MarkdownText.code(finding.file))\n\n"
            section += entry(finding, context: context)
            guard output.utf16.count + section.utf16.count <= budget else { break }
            output += section
            file = finding.file
            shown += 1
        }
        return shown < findings.count ? output + Self.omission(findings.count - shown) : output
    }

    /// One finding as a list item: severity, place, rule, message, its other places, and a cycle's diagram.
    private func entry(_ finding: Finding, context: ReportContext) -> String {
        let severity = finding.severity == .error ? "**error**" : "warning"
        var text =
            "- \(severity) at line \(finding.line), column \(finding.column) (\(MarkdownText.code(finding.ruleID.rawValue))): "
            + MarkdownText.escaped(finding.message) + "\n"
        for place in finding.related {
            text += "  - also \(MarkdownText.code(place.file)) line \(place.range.start.line)\n"
        }
        if let diagram = CycleDiagram.mermaid(for: finding) {
            let lines = diagram.split(separator: "\n").map { "  \($0)" }
            text += "\n  ```mermaid\n" + lines.joined(separator: "\n") + "\n  ```\n\n"
        }
        return text
    }

    /// The note on the `count` findings left out.
    private static func omission(_ count: Int) -> String {
        "\n\(counted(count, "more finding")) not shown: the comment would be too long.\n"
    }
}
