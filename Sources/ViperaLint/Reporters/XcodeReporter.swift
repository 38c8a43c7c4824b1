import ViperaCore
/// `path:line:col: warning|error: message (rule-id)`, which Xcode's Run Script phase shows
/// inline; control characters in paths and messages are escaped, so each finding is one line.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        findings.map { finding in
            let file = context.absolutePath(finding.file).escapingControlCharacters
            return "\(file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message.escapingControlCharacters) (\(finding.ruleID))\n"
        }.joined()
    }
}
