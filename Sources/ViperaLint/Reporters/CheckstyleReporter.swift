import ViperaSupport

/// Checkstyle XML, one `<file>` per file with findings.
public struct CheckstyleReporter: Reporter {
    public static let summary = "Checkstyle XML."
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        let files = Dictionary(grouping: findings, by: \.file)
        for file in files.keys.sorted() {
            lines.append("  <file name=\"\(XMLText.escaped(file))\">")
            for finding in files[file] ?? [] {
                lines.append(
                    "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escaped(finding.message))\" source=\"vipera.\(finding.ruleID)\"/>"
                )
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
