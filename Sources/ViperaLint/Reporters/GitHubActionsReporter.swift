import Foundation

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
public struct GitHubActionsReporter: Reporter {
    public static let summary = "Workflow commands that GitHub Actions shows as annotations."
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        findings.map { finding in
            let properties = [
                "file=\(Self.property(finding.file))", "line=\(finding.line)", "endLine=\(finding.range.end.line)",
                "col=\(finding.column)", "endColumn=\(finding.range.end.column)", "title=\(Self.property("vipera " + finding.ruleID.rawValue))",
            ].joined(separator: ",")
            return "::\(finding.severity.rawValue) \(properties)::\(Self.data(finding.message))\n"
        }.joined()
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a command's property value: as `data`, plus `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
