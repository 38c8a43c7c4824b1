import ViperaSupport

/// JUnit XML: one failing test case per finding, so CI test tabs list them.
public struct JUnitReporter: Reporter {
    public static let summary = "JUnit XML, one failing test case per finding, for CI test tabs."
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let counts = "tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"vipera\" \(counts)>",
            "  <testsuite name=\"vipera lint\" \(counts)>",
        ]
        for finding in findings {
            lines.append("    <testcase classname=\"\(XMLText.escaped(finding.file))\" name=\"\(XMLText.escaped("\(finding.ruleID) \(finding.symbol)"))\">")
            lines.append(
                "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escaped(finding.message))\">\(XMLText.escaped("\(finding.file):\(finding.line):\(finding.column)"))</failure>"
            )
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
