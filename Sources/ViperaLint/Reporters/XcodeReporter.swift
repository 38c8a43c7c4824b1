/// `path:line:col: warning|error: message (rule-id)`, which Xcode's Run Script phase shows
/// inline.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        findings.map { finding in
            "\(context.absolutePath(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))\n"
        }.joined()
    }
}
